/**
 * The core: every module of `src/` that islands share, with the libraries they bring (React, react-dom,
 * zustand, i18next, DOMPurify, ky), built as ONE chunk. build.mjs makes every island chunk import this
 * module first, so each shared module is reached from the same set of entry points and esbuild puts them
 * all in one file instead of one per combination of islands using it.
 * The registry loads it before an island's chunk: it validates the config, queues the mount and publishes on the bus.
 * A module of `src/` missing here that two island chunks use makes a chunk of its own: the build fails.
 */
export { isConfigUsable } from './config.ts';
export { publish } from './bus.ts';
export { mountInTurn } from './mount-queue.ts';
import './action-answer.ts';
import './content-update.ts';
import './control-names.ts';
import './cvselvars.ts';
import './disclosure.ts';
import './errors/request-error.ts';
import './find-again.ts';
import './form-body.ts';
import './frame-context.ts';
import './holder.ts';
import './http.ts';
import './i18n.ts';
import './ids.ts';
import './listen.ts';
import './lists/calls.ts';
import './lists/list-page.ts';
import './login-opener.ts';
import './motion.ts';
import './plain-click.ts';
import './quantity.ts';
import './resize.ts';
import './safe-url.ts';
import './server-markup.tsx';
import './store.ts';
import './cart/state.ts';
import './cart/actions.ts';
import './server-state/views.ts';
import './lists/state.ts';
import './lists/actions.ts';
import './system-messages.ts';
import './token.ts';
import './ui/frame-dialog.tsx';
import './ui/frame-link.ts';
import './ui/header-dropdown.tsx';
import './ui/island-root.tsx';
import './ui/list-dropdown.tsx';
import './ui/modal.tsx';
import './virtuemart-inline.ts';
import './virtuemart-scripts.ts';
