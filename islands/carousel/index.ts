import EmblaCarousel, { type EmblaCarouselType, type EmblaOptionsType } from 'embla-carousel';
import { registerStrings, t } from '../../src/i18n.ts';
import { prefersReducedMotion } from '../../src/motion.ts';
import { autoplay } from './autoplay.ts';
import { strings } from './strings.ts';
import { listen } from '../../src/listen.ts';

registerStrings(strings);

/** Slide widths and gaps are laid out by carousel.css (no shift on mount); Embla only scrolls. */
const options: EmblaOptionsType = { align: 'start', containScroll: 'trimSnaps', slidesToScroll: 'auto', skipSnaps: false };

/** Product and manufacturer carousels: prev/next buttons, focusable slides, swipe, autoplay for brands. */
export function mount(root: HTMLElement): () => void {
	const viewport = root.querySelector<HTMLElement>('.vp-carousel-viewport, [data-carousel-viewport]');
	const prev = root.querySelector<HTMLButtonElement>('.vp-carousel-prev');
	const next = root.querySelector<HTMLButtonElement>('.vp-carousel-next');
	if (!viewport) return () => {};
	// Embla (7.7 KB gzip) is in the carousel's chunk, fetched only when a carousel comes into view.
	const embla = EmblaCarousel(viewport, { ...options, duration: prefersReducedMotion() ? 1 : 25 });
	const teardowns: (() => void)[] = [keepHeight(viewport, () => root.classList.add('vetrina-carousel'))];
	root.setAttribute('aria-roledescription', 'carousel');
	teardowns.push(
		() => embla.destroy(),
		() => root.classList.remove('vetrina-carousel'),
	);
	teardowns.push(describeSlides(embla), wireButtons(embla, prev, next), followFocus(embla, viewport));
	if (root.dataset.kind === 'manufacturer') teardowns.push(autoplay(embla, root));
	return () => {
		teardowns
			.splice(0)
			.reverse()
			.forEach((teardown) => teardown());
	};
}

/** The native scrollbar goes when Embla takes over: its room stays as padding, so nothing below moves. */
function keepHeight(viewport: HTMLElement, takeOver: () => void): () => void {
	const before = viewport.offsetHeight;
	takeOver();
	const lost = before - viewport.offsetHeight;
	if (lost > 0) viewport.style.paddingBottom = `${Number.parseFloat(getComputedStyle(viewport).paddingBottom) + lost}px`;
	return () => viewport.style.removeProperty('padding-bottom');
}

function describeSlides(embla: EmblaCarouselType): () => void {
	const slides = embla.slideNodes();
	// A list already tells "n of m", and role=group is not allowed on <li> (axe aria-allowed-role).
	if (slides.every((slide) => slide.tagName === 'LI')) return () => {};
	slides.forEach((slide, index) => {
		slide.setAttribute('role', 'group');
		slide.setAttribute('aria-roledescription', 'slide');
		slide.setAttribute('aria-label', t('carousel.slide', { index: index + 1, count: slides.length }));
	});
	return () => slides.forEach((slide) => ['role', 'aria-roledescription', 'aria-label'].forEach((name) => slide.removeAttribute(name)));
}

function wireButtons(embla: EmblaCarouselType, prev: HTMLButtonElement | null, next: HTMLButtonElement | null): () => void {
	const update = () => {
		const scrollable = embla.canScrollPrev() || embla.canScrollNext();
		for (const [button, can] of [
			[prev, embla.canScrollPrev()],
			[next, embla.canScrollNext()],
		] as const) {
			if (!button) continue;
			button.hidden = !scrollable;
			button.disabled = !can;
		}
	};
	const goPrev = () => embla.scrollPrev();
	const goNext = () => embla.scrollNext();
	prev?.setAttribute('aria-label', t('carousel.previous'));
	next?.setAttribute('aria-label', t('carousel.next'));
	const unlisten = [listen(prev, { click: goPrev }), listen(next, { click: goNext })];
	embla.on('select', update).on('reInit', update);
	update();
	return () => {
		unlisten.forEach((stop) => stop());
		for (const button of [prev, next]) if (button) button.hidden = true;
	};
}

/** Tabbing into a slide that is out of view brings its page into view instead of scrolling the clip. */
function followFocus(embla: EmblaCarouselType, viewport: HTMLElement): () => void {
	const onFocus = (event: FocusEvent) => {
		viewport.scrollLeft = 0;
		const index = embla.slideNodes().findIndex((slide) => slide.contains(event.target as Node));
		// Measured now, not Embla's slidesInView(): that list comes from an IntersectionObserver, late after a
		// scroll that has just ended, and counts a slide cut by the edge as in view.
		if (index < 0 || wholeInView(embla.slideNodes()[index]!, viewport)) return;
		const snap = embla.internalEngine().slideRegistry.findIndex((group) => group.includes(index));
		if (snap >= 0) embla.scrollTo(snap, prefersReducedMotion());
	};
	viewport.addEventListener('focusin', onFocus);
	return () => viewport.removeEventListener('focusin', onFocus);
}

function wholeInView(slide: HTMLElement, viewport: HTMLElement): boolean {
	const box = slide.getBoundingClientRect();
	const clip = viewport.getBoundingClientRect();
	return box.left >= clip.left - 1 && box.right <= clip.right + 1;
}
