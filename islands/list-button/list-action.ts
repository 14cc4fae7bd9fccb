import { plainText, showActionError } from '../../src/action-answer.ts';
import { announce, t } from '../../src/i18n.ts';
import type { ListCall } from '../../src/lists/calls.ts';
import { openLogin } from '../../src/login-opener.ts';
import { navigate } from '../../src/safe-url.ts';
import { store } from '../../src/store.ts';
import { toggleList } from '../../src/lists/actions.ts';
import { inList } from '../../src/lists/state.ts';
import { showMessage } from '../../src/ui/modal.tsx';

/**
 * Runs a compare or wishlist action and shows its result as docs/behaviour.md#error-catalogue says. `ajax` is false for
 * buttons marked `data-ajax="0"`, which go to the answer's url after a removal.
 */
export async function runListAction(call: ListCall, ajax: boolean): Promise<void> {
	// The server says "already there" with a success too: the list as the page knows it tells the title.
	const already = call.action === 'add' && inList(call.list, call.productId)(store.getState());
	const { error, msg, url } = await toggleList(call);
	if (error === 2) {
		// Login required: on add, the login modal shows the server's message and the add is sent once the
		// shopper has logged in there; with no login island (or no login form on the page), the login page.
		if (call.action === 'remove' || !(await openLogin(msg, call))) navigate(url);
		return;
	}
	if (error) {
		if (msg) void showActionError(msg);
		return;
	}
	if (call.action === 'add') {
		// Said as well as shown, like the add-to-cart result: the dialog alone is not a live result.
		if (msg) announce(plainText(msg), 'polite');
		void showMessage({
			title: t(already ? 'list-button.already' : 'list-button.added'),
			tone: 'success',
			html: msg,
			actions: url ? [{ label: t(`list-button.show.${call.list}`), href: url, primary: true }] : [],
		});
	} else if (!ajax && url) {
		navigate(url);
	} else if (msg) {
		announce(plainText(msg), 'polite');
	}
}
