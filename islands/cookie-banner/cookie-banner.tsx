import { Fragment, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { announce } from '../../src/announce.ts';
import { t } from '../../src/i18n.ts';
import { listen } from '../../src/listen.ts';
import { type Consent, focusMain, REFUSAL, recordConsent, removalDelay } from './consent.ts';

export interface CookieBannerProps {
	/** The mount point: its `data-state` drives the theme's closing animation. */
	banner: HTMLElement;
	/** The server's form, kept (its native post is the no-JS path); the island renders its fields. */
	form: HTMLFormElement;
	/** The form's hidden fields as the server printed them (`return`, the token). */
	fields: { name: string; value: string }[];
	/** The answer buttons in the order shown: refuse and accept, each with its class and content (sanitized server HTML). */
	buttons: ConsentButton[];
}

export interface ConsentButton {
	consent: Consent;
	className: string;
	html: string;
}

const refusal = `[name="${REFUSAL.name}"][value="${REFUSAL.value}"]`;

type Phase = 'open' | 'closing' | 'closed';

/**
 * The cookie notice's answers, refusing as easy as accepting: either records the answer in the
 * background and takes the banner away.
 */
export function CookieBanner({ banner, form, fields, buttons }: CookieBannerProps) {
	const [phase, setPhase] = useState<Phase>('open');
	const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

	useLayoutEffect(() => {
		if (phase === 'open') delete banner.dataset.state;
		else banner.dataset.state = phase;
	}, [banner, phase]);
	useEffect(() => () => clearTimeout(timer.current), []);

	// The form is the server's (the island's container), so its submit is heard natively.
	useEffect(
		() =>
			listen(form, {
				submit: (event) => {
					event.preventDefault();
					if (phase !== 'open') return;
					// The button pressed, as the native post would send it (a refusal carries consent=refused).
					const consent: Consent = event.submitter?.matches(refusal) ? 'refused' : 'accepted';
					const delay = removalDelay(banner);
					setPhase(delay === 1500 ? 'closing' : 'closed');
					const waited = new Promise<void>((resolve) => (timer.current = setTimeout(resolve, delay)));
					// The banner stays in the page until the server has answered: removing it would abort the call.
					void Promise.allSettled([recordConsent(consent), waited]).then(() => {
						announce(t('cookie-banner.dismissed'), 'polite');
						const hadFocus = banner.contains(document.activeElement);
						banner.remove(); // The registry sees it go and unmounts the island.
						if (hadFocus) focusMain();
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
			{buttons.map(({ consent, className, html }, i) => (
				<Fragment key={consent}>
					{/* The white space the server prints between its buttons, so they stand as far apart. */}
					{i > 0 && ' '}
					<button
						type="submit"
						className={className}
						{...(consent === 'refused' ? REFUSAL : {})}
						aria-disabled={phase === 'open' ? undefined : true}
						dangerouslySetInnerHTML={{ __html: html }}
					/>
				</Fragment>
			))}
		</>
	);
}
