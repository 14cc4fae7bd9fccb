import { scrollToTop } from '../../src/motion.ts';

/** Scroll-to-top and scroll-to-bottom buttons: 500 ms animation, at once under reduced motion. */
export function mount(el: HTMLElement): () => void {
	const onClick = (event: MouseEvent) => {
		const button = (event.target as Element).closest<HTMLElement>('.vp-scroll-top, .vp-scroll-bottom, [data-scroll]');
		if (!button) return;
		event.preventDefault();
		const toBottom = button.matches('.vp-scroll-bottom, [data-scroll="bottom"]');
		void scrollToTop(toBottom ? document.documentElement.scrollHeight - innerHeight : 0);
	};
	el.addEventListener('click', onClick);
	return () => el.removeEventListener('click', onClick);
}
