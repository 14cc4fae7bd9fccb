import { Fragment, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { announce, t } from '../../src/i18n.ts';
import { listen } from '../../src/listen.ts';
import { type Consent, focusMain, REFUSAL, recordConsent, removalDelay, runGatedScripts } from './consent.ts';
import { adoptChildren } from '../../src/server-markup.tsx';

export interface CookieBannerProps {
	/** The mount point: its `data-state` drives the theme's closing animation. */
	banner: HTMLElement;
	/** The server's form, kept (its native post is the no-JS path); the island renders its fields. */
	form: HTMLFormElement;
	/** The form's hidden fields as the server printed them (`return`, the token). */
	fields: { name: string; value: string }[];
	/** The answer buttons in the order shown: refuse and accept, each with its class and content. */
	buttons: ConsentButton[];
}

export interface ConsentButton {
	consent: Consent;
	className: string;
	/**
	 * The server's button, whose own child nodes (text, icon) React's copy takes over, neither serialized
	 * nor parsed again; or the text of a button the theme did not print.
	 */
	content: Element | string;
}

const refusal = `[name="${REFUSAL.name}"][value="${REFUSAL.value}"]`;

type Phase = 'open' | 'closing' | 'closed';

/** The links that show the banner again ("Cookie preferences"): links to its id. */
const openers = (banner: HTMLElement) => (banner.id ? [...document.querySelectorAll<HTMLAnchorElement>(`a[href="#${CSS.escape(banner.id)}"]`)] : []);

/**
 * The cookie notice's answers, refusing as easy as accepting: either records the answer in the
 * background and takes the banner away; accepting runs the scripts kept inert until then. Where a link
 * shows it again, the banner is hidden rather than removed, and such a link opens it.
 */
export function CookieBanner({ banner, form, fields, buttons }: CookieBannerProps) {
	const [phase, setPhase] = useState<Phase>('open');
	const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
	const opener = useRef<HTMLElement>(undefined);

	useLayoutEffect(() => {
		if (phase === 'open') delete banner.dataset.state;
		else banner.dataset.state = phase;
	}, [banner, phase]);
	useEffect(() => () => clearTimeout(timer.current), []);

	useEffect(() => {
		/** Shows the banner with the keyboard on its first answer; `link` gets the focus back when it closes. */
		const openFrom = (link: HTMLElement | undefined) => {
			clearTimeout(timer.current);
			opener.current = link;
			banner.hidden = false;
			// Shown before React's next commit: a banner still closing is invisible, and would not take focus.
			delete banner.dataset.state;
			setPhase('open');
			form.querySelector('button')?.focus();
		};
		// Opened through its link before the island was there (the link's fragment shows it, CSS's `:target`):
		// taken over as if the link were pressed now, the fragment dropped so that closing hides it again.
		if (banner.id && banner.matches(':target')) {
			openFrom(openers(banner)[0]);
			history.replaceState(history.state, '', location.pathname + location.search);
		}
		return listen(document, {
			click: (event) => {
				const link = event.target instanceof Element ? event.target.closest('a') : null;
				if (!link || !openers(banner).includes(link)) return;
				event.preventDefault();
				openFrom(link);
			},
		});
	}, [banner, form]);

	// The form is the server's (the island's container), so its submit is heard natively; bound in the
	// commit, so a press the moment the banner is open again is read against its phase.
	useLayoutEffect(
		() =>
			listen(form, {
				submit: (event) => {
					event.preventDefault();
					if (phase !== 'open') return;
					// The button pressed, as the native post would send it (a refusal carries consent=refused).
					const consent: Consent = event.submitter?.matches(refusal) ? 'refused' : 'accepted';
					if (consent === 'accepted') runGatedScripts();
					// Taken now: a closed banner is invisible, and the browser moves focus off it to <body>.
					const hadFocus = banner.contains(document.activeElement);
					// Unless the shopper has put it somewhere else meanwhile.
					const focusLeft = () => hadFocus && (banner.contains(document.activeElement) || document.activeElement === document.body);
					const delay = removalDelay(banner);
					setPhase(delay === 1500 ? 'closing' : 'closed');
					const waited = new Promise<void>((resolve) => (timer.current = setTimeout(resolve, delay)));
					// The banner stays in the page until the server has answered: removing it would abort the call.
					void Promise.allSettled([recordConsent(consent), waited]).then(() => {
						announce(t('cookie-banner.dismissed'), 'polite');
						if (openers(banner).length) {
							banner.hidden = true;
							setPhase('open');
						} else banner.remove(); // The registry sees it go and unmounts the island.
						const refocus = focusLeft();
						if (refocus && opener.current?.isConnected) opener.current.focus();
						else if (refocus) focusMain();
					});
				},
			}),
		[banner, form, phase],
	);

	return (
		<>
			{fields.map(({ name, value }) => (
				<input key={name} type="hidden" name={name} defaultValue={value} />
			))}
			{/* Each stays enabled once pressed: a disabled button would drop the keyboard focus to <body>. */}
			{buttons.map(({ consent, className, content }, i) => (
				<Fragment key={consent}>
					{/* The white space the server prints between its buttons, so they stand as far apart. */}
					{i > 0 && ' '}
					<button
						type="submit"
						className={className}
						{...(consent === 'refused' ? REFUSAL : {})}
						aria-disabled={phase === 'open' ? undefined : true}
						ref={typeof content === 'string' ? undefined : adoptChildren(content)}
					>
						{typeof content === 'string' ? content : undefined}
					</button>
				</Fragment>
			))}
		</>
	);
}
