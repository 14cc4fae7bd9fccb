import { readCvselvars, type VariantGroup } from './cvselvars.ts';
import { publish } from './bus.ts';
import { isSuperseded } from './errors/request-error.ts';
import { findAgain, placeOf, type Place } from './find-again.ts';
import { buildUrl, isBusy, requestText } from './http.ts';
import { announce, t } from './i18n.ts';
import { safeUrl } from './safe-url.ts';
import { parseInert, sanitizeToFragment } from './server-markup.tsx';

/** Every in-place update shares one slot: a newer one aborts the older (docs/behaviour.md#concurrency). */
export const CONTENT_KIND = 'content';
const HISTORY_DEBOUNCE_MS = 100;
const breadcrumbSelector = '#vp-breadcrumb, .vp-breadcrumb, .mod-breadcrumbs';

/** `{url}&tmpl=component&format=html&dynamic=1`, without the url's fragment (docs/behaviour.md#in-place-content-request). */
export function contentUrl(url: URL): URL {
	const page = new URL(url);
	page.hash = '';
	return buildUrl(page, { tmpl: 'component', format: 'html', dynamic: '1' });
}

const withoutHash = (url: string): string => url.split('#')[0] ?? url;
let shown = withoutHash(location.href);
let pushTimer: ReturnType<typeof setTimeout> | undefined;

/** The url whose content the page shows now: Back/Forward to it needs no reload. */
export const shownUrl = (): string => shown;

/** Pushes `{url}` to history once the shopper has stopped switching for 100 ms (docs/behaviour.md#variants). */
function pushHistory(url: string): void {
	clearTimeout(pushTimer);
	pushTimer = setTimeout(() => history.pushState({ url }, '', url), HISTORY_DEBOUNCE_MS);
}

/** Where the focused control stands in the content, to find it again in the new content. */
function focusPlace(container: Element): Place | null {
	const active = document.activeElement;
	return active && container.contains(active) ? placeOf(active, container) : null;
}

export interface UpdateOptions {
	/** Selector of the container in the answer, e.g. `.productdetails-view`. */
	selector: string;
	/** Push the url to history (not when Back/Forward asked for it). */
	push: boolean;
	source: string;
}

/**
 * Replaces `container`'s content with the same container from `{url}&…dynamic=1`, sanitized, and
 * updates the title and breadcrumb. The registry's observer unmounts the islands of the old content
 * and mounts those of the new. On any failure the old content stays (docs/behaviour.md#error-catalogue) and false is returned.
 */
export async function updateContent(container: HTMLElement, url: string, options: UpdateOptions): Promise<boolean> {
	const target = safeUrl(url);
	if (!target) {
		console.warn(`[vetrina:${options.source}] refused to load`, url);
		return false;
	}
	container.setAttribute('aria-busy', 'true');
	try {
		const text = await requestText({ kind: CONTENT_KIND, url: contentUrl(target), source: options.source });
		// VirtueMart's variant lists are inline scripts, which the sanitizer drops: read them first.
		const inert = parseInert(text);
		const groups = readCvselvars(inert);
		const fragment = sanitizeToFragment(text);
		const fresh = fragment.querySelector(options.selector);
		if (!fresh) throw new Error(`no \`${options.selector}\` in the answer of ${url}`);
		keepVariantLists(fresh, groups);
		const focus = focusPlace(container);
		for (const { name, value } of fresh.attributes) if (name.startsWith('data-') && !name.startsWith('data-island')) container.setAttribute(name, value);
		container.replaceChildren(...fresh.childNodes);
		replaceBreadcrumb(fragment);
		// Only its text reaches the page.
		const title = inert.title;
		if (title) document.title = title;
		shown = withoutHash(target.href);
		if (options.push) pushHistory(target.href);
		else clearTimeout(pushTimer); // Back/Forward wins over a push still waiting.
		restoreFocus(container, focus);
		const heading = container.querySelector('h1')?.textContent?.trim();
		if (heading) announce(heading, 'polite');
		void publish('content:updated', { source: options.source, root: container });
		return true;
	} catch (error) {
		// http.ts decides which update is the newest: a superseded one leaves the page to it.
		if (isSuperseded(error)) return false;
		// http.ts has logged request failures already; an answer without the container is ours to log.
		if (!(error instanceof Error && error.name === 'RequestError')) console.error(`[vetrina:${options.source}]`, error);
		announce(t('content.cannotLoad'), 'polite');
		return false;
	} finally {
		// A superseded update must not clear the busy mark of the one that replaced it, still in flight.
		if (!isBusy(CONTENT_KIND)) container.removeAttribute('aria-busy');
	}
}

/**
 * Each list goes into the fields of its group as the theme's own data block
 * (`<script type="application/json" class="vetrina-variants" data-cvsel>`), which the variants
 * island reads first: the next switch uses the new product's list.
 */
function keepVariantLists(content: Element, groups: VariantGroup[]): void {
	for (const { group, variants } of groups) {
		const fields = new Set([...content.querySelectorAll(`[data-cvsel="${CSS.escape(group)}"]`)].map((control) => control.closest('.product-field-display')));
		for (const field of fields) {
			if (!field || field.querySelector(`script.vetrina-variants[data-cvsel="${CSS.escape(group)}"]`)) continue;
			const block = Object.assign(document.createElement('script'), {
				type: 'application/json',
				className: 'vetrina-variants',
				textContent: JSON.stringify(variants),
			});
			block.dataset.cvsel = group;
			field.append(block);
		}
	}
}

function replaceBreadcrumb(fragment: DocumentFragment): void {
	const fresh = fragment.querySelector(breadcrumbSelector);
	const current = document.querySelector(breadcrumbSelector);
	if (fresh && current) current.replaceWith(fresh);
}

function restoreFocus(container: HTMLElement, place: Place | null): void {
	if (!place) return;
	const equivalent = findAgain(container, place);
	if (equivalent) {
		equivalent.focus();
		return;
	}
	const heading = container.querySelector<HTMLElement>('h1');
	if (heading) {
		heading.tabIndex = -1;
		heading.focus();
	}
}
