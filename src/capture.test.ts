import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mounted } from '../test/unit/fetch.ts';
import { useConfig } from '../test/unit/page.ts';

/** The island's code, held back until the test lets it arrive. */
let arrive: () => void = () => {};
/** The list island's code, held back the same way, with what its mount does. */
let listArrive: (mount: (el: HTMLElement) => void) => void = () => {};
/** The list button island's code (a link that is its own mount point), held back the same way. */
let buttonArrive: (mount: (el: HTMLElement) => void) => void = () => {};
const clicks: string[] = [];
const submits: string[] = [];

/** An island whose code arrives when the test hands `arrived` what its mount does. */
function heldIsland(selector: string, on: string, arrived: (arrive: (mount: (el: HTMLElement) => void) => void) => void) {
	return {
		selector,
		on,
		needs: [],
		load: () =>
			new Promise<(el: HTMLElement) => void>(arrived).then((draw) => ({
				mount(el: HTMLElement) {
					draw(el);
					return undefined;
				},
			})),
	};
}

// A stand-in island table: a quantity box whose island draws its own buttons (as a React island does:
// new elements where the server's stood) and takes the form's submit; a header list that waits for the shopper;
// a list button, a link whose island starts when seen.
vi.mock('./islands.ts', () => ({
	islands: {
		'list-button': heldIsland('a.list-button', 'visible', (resolve) => (buttonArrive = resolve)),
		list: heldIsland('.box-list', 'shared', (resolve) => (listArrive = resolve)),
		box: {
			selector: 'form.box',
			on: 'load',
			needs: [],
			load: () =>
				new Promise<void>((resolve) => (arrive = resolve)).then(() => ({
					mount(form: HTMLFormElement) {
						const controls = form.querySelector('.controls')!;
						controls.innerHTML = '<button type="button" class="step plus"><svg class="icon"></svg></button><button type="button" class="step minus">−</button>';
						const onClick = (event: Event) => clicks.push((event.currentTarget as Element).className);
						for (const button of controls.querySelectorAll('button')) button.addEventListener('click', onClick);
						const onSubmit = (event: SubmitEvent) => {
							event.preventDefault();
							submits.push(`island:${event.submitter?.getAttribute('name')}`);
						};
						form.addEventListener('submit', onSubmit);
						return () => form.removeEventListener('submit', onSubmit);
					},
				})),
		},
	},
}));

// The registry loads the core (src/core.ts: all of src/, React) before an island: loaded ahead here, so that
// the registry's import of it is done by the tests' flush.
await import('./core.ts');

const { mount, unmount } = await import('./registry.ts');
const { capture } = await import('./capture.ts');

const page = `
	<form class="box" action="/cart">
		<span class="controls"><button type="button" class="step plus"><svg class="icon"></svg></button><button type="button" class="step minus">−</button></span>
		<input type="submit" name="addtocart" value="Add">
	</form>
	<a href="#elsewhere" class="link">elsewhere</a>`;

/** Presses a link as a pointer does; what the document saw of its click by the time the press is over. */
function pressLink(link: HTMLAnchorElement): string[] {
	const followed: string[] = [];
	document.addEventListener('click', (event) => followed.push(event.defaultPrevented ? 'taken' : 'followed'), { once: true });
	link.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
	link.click();
	return followed;
}

/** Mounts the page with the island's code not arrived yet: the form is loading. */
async function loadingPage(): Promise<HTMLFormElement> {
	document.body.innerHTML = page;
	mount();
	await mounted();
	const form = document.querySelector<HTMLFormElement>('form.box')!;
	expect(form.dataset.islandState).toBe('loading');
	return form;
}

describe('the first interaction on an island still loading', () => {
	beforeAll(() => capture());

	beforeEach(() => {
		useConfig();
		clicks.length = 0;
		submits.length = 0;
		unmount();
	});

	describe('given clicks on its server buttons', () => {
		it('holds them and replays each once, in order, on the island’s own buttons', async () => {
			const form = await loadingPage();
			const seenByTheme: string[] = [];
			form.addEventListener('click', () => seenByTheme.push('click'));
			// On the icon inside plus (what a finger hits), then on minus.
			form.querySelector<SVGElement>('.plus .icon')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
			form.querySelector<HTMLElement>('.minus')!.click();
			expect(seenByTheme).toEqual([]);
			arrive();
			await mounted();
			expect(form.dataset.islandState).toBe('ready');
			expect(clicks).toEqual(['step plus', 'step minus']);
		});

		it('lets a click on a ready island and a link through at once', async () => {
			const form = await loadingPage();
			const link = document.querySelector<HTMLAnchorElement>('a.link')!;
			const followed = vi.fn((event: Event) => event.preventDefault());
			link.addEventListener('click', followed);
			link.click();
			expect(followed).toHaveBeenCalledOnce();
			arrive();
			await mounted();
			form.querySelector<HTMLElement>('.plus')!.click();
			expect(clicks).toEqual(['step plus']);
		});
	});

	describe('given a press on an island still waiting for the browser to be idle', () => {
		it('starts loading it with the press, holds the click that follows and replays it on the island’s button', async () => {
			// A browser never idle: only the press can start the island.
			vi.stubGlobal('requestIdleCallback', () => 0);
			document.body.innerHTML = page.replace('<form class="box"', '<form class="box" data-on="idle"');
			mount();
			await mounted();
			const form = document.querySelector<HTMLFormElement>('form.box')!;
			expect(form.dataset.islandState).toBeUndefined();
			const seenByTheme: string[] = [];
			form.addEventListener('click', () => seenByTheme.push('click'));
			const plus = form.querySelector<HTMLElement>('.plus')!;
			plus.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
			await Promise.resolve();
			expect(form.dataset.islandState).toBe('loading');
			plus.click();
			await mounted(); // the island's code is asked for
			expect(seenByTheme).toEqual([]);
			arrive();
			await mounted();
			expect(form.dataset.islandState).toBe('ready');
			expect(clicks).toEqual(['step plus']);
			vi.unstubAllGlobals();
		});
	});

	describe('given a press on an island whose trigger has not fired (a card the press itself scrolls into view)', () => {
		/** The page with the form waiting to be seen: happy-dom never reports it in view, as before the first frame. */
		async function unseenPage(): Promise<HTMLFormElement> {
			document.body.innerHTML = page.replace('<form class="box"', '<form class="box" data-on="visible"');
			mount();
			await mounted();
			const form = document.querySelector<HTMLFormElement>('form.box')!;
			expect(form.dataset.islandState).toBeUndefined();
			return form;
		}

		it('starts the island with a bare click and replays the click on the island’s button', async () => {
			const form = await unseenPage();
			const seenByTheme: string[] = [];
			form.addEventListener('click', () => seenByTheme.push('click'));
			// As a script's `click()` right after `scrollIntoView()`: no pointer down before it.
			form.querySelector<HTMLElement>('.plus')!.click();
			expect(form.dataset.islandState).toBe('loading');
			expect(seenByTheme).toEqual([]);
			await mounted();
			arrive();
			await mounted();
			expect(form.dataset.islandState).toBe('ready');
			expect(clicks).toEqual(['step plus']);
		});

		it('starts it on the key down of Enter, before the click the key makes', async () => {
			const form = await unseenPage();
			const plus = form.querySelector<HTMLElement>('.plus')!;
			plus.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
			expect(form.dataset.islandState).toBe('loading');
			plus.click();
			await mounted();
			arrive();
			await mounted();
			expect(clicks).toEqual(['step plus']);
		});

		it('leaves a press outside it alone', async () => {
			const form = await unseenPage();
			document.querySelector<HTMLElement>('a.link')!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
			expect(form.dataset.islandState).toBeUndefined();
		});
	});

	describe('given a link that is its island’s mount point, whose href does not do what the island does (a list button)', () => {
		it('holds a plain click while the island loads, and replays it on the island once ready', async () => {
			document.body.innerHTML = '<a href="#list-page" class="list-button">Add to compare</a>';
			mount();
			const link = document.querySelector<HTMLAnchorElement>('a.list-button')!;
			expect(pressLink(link)).toEqual([]);
			await mounted();
			expect(link.dataset.islandState).toBe('loading');
			const added: string[] = [];
			buttonArrive((el) =>
				el.addEventListener('click', (event) => {
					event.preventDefault();
					added.push('added');
				}),
			);
			await mounted();
			expect(added).toEqual(['added']);
		});

		it('holds it as long as a button’s click, not the second a link in an island is held', async () => {
			vi.useFakeTimers();
			try {
				document.body.innerHTML = '<a href="#list-page" class="list-button">Add to compare</a>';
				mount();
				const link = document.querySelector<HTMLAnchorElement>('a.list-button')!;
				const followed = pressLink(link);
				await vi.advanceTimersByTimeAsync(4999);
				expect([followed, link.dataset.islandState]).toEqual([[], 'loading']);
				await vi.advanceTimersByTimeAsync(1);
				expect(followed).toEqual(['followed']);
			} finally {
				vi.useRealTimers();
			}
		});
	});

	describe('given a link in an island that waits for the shopper (a header list’s toggle)', () => {
		const toggle = `<div class="box-list" data-on="shared"><a href="#compare-page" class="toggle">Confronto</a></div>`;
		let toggled: string[] = [];
		beforeEach(() => {
			toggled = [];
			document.body.innerHTML = toggle;
			mount();
		});

		it('holds a plain click the press started it with, and replays it on the island once ready', async () => {
			const link = document.querySelector<HTMLAnchorElement>('a.toggle')!;
			expect(pressLink(link)).toEqual([]);
			await mounted();
			arriveList();
			await mounted();
			expect(toggled).toEqual(['toggle']);
		});

		it('lets a held click go to the browser after a second when the island is still not there', async () => {
			vi.useFakeTimers();
			try {
				const followed = pressLink(document.querySelector<HTMLAnchorElement>('a.toggle')!);
				await vi.advanceTimersByTimeAsync(999);
				expect(followed).toEqual([]);
				await vi.advanceTimersByTimeAsync(1);
				expect(followed).toEqual(['followed']);
			} finally {
				vi.useRealTimers();
			}
		});

		it('lets a click with a modifier key (a new tab) through to the browser', async () => {
			const link = document.querySelector<HTMLAnchorElement>('a.toggle')!;
			link.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
			const seen: boolean[] = [];
			link.addEventListener('click', (event) => {
				seen.push(event.defaultPrevented);
				event.preventDefault();
			});
			link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
			expect(seen).toEqual([false]);
			arriveList();
			await mounted();
			expect(toggled).toEqual([]);
		});

		/** The list island's code arrives; its toggle records a click it takes over. */
		function arriveList() {
			listArrive((el: HTMLElement) => {
				el.querySelector('a')!.addEventListener('click', (event) => {
					event.preventDefault();
					toggled.push('toggle');
				});
			});
		}
	});

	describe('given a submit', () => {
		it('holds it and hands it to the island with its submitter once the island is ready', async () => {
			const form = await loadingPage();
			form.querySelector<HTMLInputElement>('[name="addtocart"]')!.click();
			expect(submits).toEqual([]);
			arrive();
			await mounted();
			// Once: the held submit is not held again on its way through.
			expect(submits).toEqual(['island:addtocart']);
		});

		it('lets it go ahead after 300 ms when the island is still not there', async () => {
			vi.useFakeTimers();
			try {
				const form = await (async () => {
					document.body.innerHTML = page;
					mount();
					await vi.advanceTimersByTimeAsync(0);
					return document.querySelector<HTMLFormElement>('form.box')!;
				})();
				expect(form.dataset.islandState).toBe('loading');
				const theme: string[] = [];
				form.addEventListener('submit', (event) => {
					event.preventDefault();
					theme.push(`native:${event.submitter?.getAttribute('name')}`);
				});
				form.querySelector<HTMLInputElement>('[name="addtocart"]')!.click();
				await vi.advanceTimersByTimeAsync(299);
				expect(theme).toEqual([]);
				await vi.advanceTimersByTimeAsync(1);
				expect(theme).toEqual(['native:addtocart']);
				expect(form.dataset.islandState).toBe('loading');
			} finally {
				vi.useRealTimers();
			}
		});
	});
});
