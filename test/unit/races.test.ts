import fc from 'fast-check';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { carryEdits, placeEdits, trackEdits } from '../../islands/checkout-form/carry-over.ts';
import { updateContent } from '../../src/content-update.ts';
import { isSuperseded } from '../../src/errors/request-error.ts';
import { requestText } from '../../src/http.ts';
import { store } from '../../src/store.ts';
import { controlledFetch, flush, type PendingCall } from './fetch.ts';
import { useConfig } from './page.ts';

/**
 * Race properties: whatever the interleaving of calls and answers, what the page shows is
 * the newest call's answer, no loader stays on, and no edit made during a cart update is lost.
 */
const RUNS = 150;
const SLOTS: { kind: string; key?: string }[] = [{ kind: 'recalculate', key: '1' }, { kind: 'recalculate', key: '2' }, { kind: 'search' }, { kind: 'content' }];
const slotName = (i: number) => (SLOTS[i]!.key === undefined ? SLOTS[i]!.kind : `${SLOTS[i]!.kind}:${SLOTS[i]!.key}`);

/** A step of a scenario: start a call in a slot, or answer (ok, 500, network error) a pending call. */
type Step = { issue: number } | { answer: number; outcome: 'ok' | 'http' | 'network' };
const step: fc.Arbitrary<Step> = fc.oneof(
	fc.record({ issue: fc.nat(SLOTS.length - 1) }),
	fc.record({ answer: fc.nat(20), outcome: fc.constantFrom('ok' as const, 'http' as const, 'network' as const) }),
);

describe('races on the request layer', { timeout: 60_000 }, () => {
	beforeEach(() => {
		useConfig({ timeout: 60_000 });
		vi.spyOn(console, 'error').mockImplementation(() => {});
	});

	describe('given any interleaving of calls and out-of-order answers', () => {
		it('should apply only the newest call of each kind, never go back to an older one, and leave no kind busy', async () => {
			await fc.assert(
				fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 24 }), async (steps) => {
					const { calls } = controlledFetch();
					const issued: { slot: number; seq: number }[] = [];
					const shown = new Map<number, number>();
					const settled: Promise<void>[] = [];
					const answered = new Set<PendingCall>();
					const outcomes = new Map<number, string>();
					const answer = (call: PendingCall, outcome: 'ok' | 'http' | 'network') => {
						answered.add(call);
						outcomes.set(Number(call.url.searchParams.get('seq')), outcome);
						if (outcome === 'ok') call.respond(call.url.searchParams.get('seq')!);
						else if (outcome === 'http') call.respond('error', { status: 500 });
						else call.fail(new TypeError('Failed to fetch'));
					};
					for (const s of steps) {
						if ('issue' in s) {
							const seq = issued.length;
							issued.push({ slot: s.issue, seq });
							settled.push(
								requestText({ ...SLOTS[s.issue]!, url: '/x', params: { seq: String(seq) }, source: 'race' }).then(
									(text) => {
										expect(Number(text)).toBe(seq);
										// Applying an answer: it must never be older than the one shown.
										expect(seq).toBeGreaterThan(shown.get(s.issue) ?? -1);
										shown.set(s.issue, seq);
									},
									(error: unknown) => void expect(error).toHaveProperty('name', 'RequestError'),
								),
							);
						} else {
							const pending = calls.filter((c) => !answered.has(c));
							if (pending.length) answer(pending[s.answer % pending.length]!, s.outcome);
						}
						await flush();
					}
					for (const call of calls) if (!answered.has(call)) answer(call, 'ok');
					await Promise.all(settled);
					for (const [slot, seq] of shown) {
						// The newest call's answer is shown if it came back good; a failed one leaves the older answer.
						const newest = issued.filter((c) => c.slot === slot).at(-1)!;
						if (outcomes.get(newest.seq) === 'ok') expect(seq).toBe(newest.seq);
						else expect(seq).toBeLessThan(newest.seq);
					}
					for (let i = 0; i < SLOTS.length; i++) expect(store.getState().busy[slotName(i)] ?? false).toBe(false);
				}),
				{ numRuns: RUNS },
			);
		});

		it('should reject every superseded call as superseded, even when its answer came first', async () => {
			await fc.assert(
				fc.asyncProperty(fc.integer({ min: 2, max: 6 }), fc.context(), async (n, ctx) => {
					const { calls } = controlledFetch();
					const results = Array.from({ length: n }, (_, i) =>
						requestText({ kind: 'module', key: 'vp_mini_cart', url: '/m', params: { i: String(i) }, source: 'race' }).then(
							(text) => ({ ok: text }),
							(error: unknown) => ({ superseded: isSuperseded(error) }),
						),
					);
					await flush();
					// Answer in reverse order: the oldest answers last.
					for (const call of [...calls].reverse()) call.respond(call.url.searchParams.get('i')!);
					const all = await Promise.all(results);
					ctx.log(JSON.stringify(all));
					expect(all.at(-1)).toEqual({ ok: String(n - 1) });
					expect(all.slice(0, -1).every((r) => 'superseded' in r && r.superseded)).toBe(true);
				}),
				{ numRuns: 30 },
			);
		});
	});
});

describe('races on in-place content updates', { timeout: 60_000 }, () => {
	beforeEach(() => {
		useConfig({ timeout: 60_000 });
		vi.spyOn(console, 'error').mockImplementation(() => {});
		document.body.innerHTML = '<nav id="vp-breadcrumb"></nav><div class="productdetails-view"><h1>Start</h1></div>';
	});

	describe('given variant switches whose answers arrive in any order, some failing', () => {
		it('should show the newest answered variant or keep the old content, and clear aria-busy', async () => {
			await fc.assert(
				fc.asyncProperty(
					fc
						.integer({ min: 1, max: 6 })
						.chain((n) =>
							fc.tuple(
								fc.constant(n),
								fc.shuffledSubarray([...Array(n).keys()], { minLength: n, maxLength: n }),
								fc.array(fc.boolean(), { minLength: n, maxLength: n }),
							),
						),
					async ([n, order, fails]) => {
						document.body.innerHTML = '<nav id="vp-breadcrumb"></nav><div class="productdetails-view"><h1>Start</h1></div>';
						const container = document.querySelector<HTMLElement>('.productdetails-view')!;
						const { calls } = controlledFetch();
						const updates = Array.from({ length: n }, (_, i) =>
							updateContent(container, `/p/v${i}-detail`, { selector: '.productdetails-view', push: false, source: 'race' }),
						);
						await flush();
						for (const i of order) {
							const call = calls[i]!;
							if (fails[i]) call.respond('Internal Server Error', { status: 500 });
							else call.respond(`<title>V${i}</title><div class="productdetails-view"><h1>V${i}</h1></div>`);
							await flush();
						}
						await Promise.all(updates);
						const newest = n - 1;
						expect(container.querySelector('h1')!.textContent).toBe(fails[newest] ? 'Start' : `V${newest}`);
						expect(container.hasAttribute('aria-busy')).toBe(false);
					},
				),
				{ numRuns: RUNS },
			);
		});
	});
});

describe('no update lost from the cart form', () => {
	describe('given fields the shopper edits while an update is in flight', () => {
		it('should keep every edit and take the server values for the rest', () => {
			const names = fc.uniqueArray(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'), { minLength: 1 });
			fc.assert(
				fc.property(
					names.chain((fields) =>
						fc.tuple(
							fc.constant(fields),
							fc.array(fc.tuple(fc.constantFrom(...fields), fc.string({ maxLength: 6 })), { maxLength: 12 }),
							fc.array(fc.string({ maxLength: 6 }), { minLength: fields.length, maxLength: fields.length }),
						),
					),
					([fields, edits, serverValues]) => {
						const form = document.createElement('form');
						form.innerHTML = fields.map((f) => `<input name="${f}" value="old">`).join('');
						document.body.replaceChildren(form);
						const tracking = trackEdits(form);
						const typed = new Map<string, string>();
						for (const [name, value] of edits) {
							const input = form.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
							input.value = value;
							input.dispatchEvent(new Event('input', { bubbles: true }));
							typed.set(name, value);
						}
						const fresh = document.createElement('div');
						fresh.innerHTML = fields.map((f) => `<input name="${f}">`).join('');
						fields.forEach((f, i) => (fresh.querySelector<HTMLInputElement>(`[name="${f}"]`)!.value = serverValues[i]!));
						carryEdits(placeEdits(tracking.stop(), form), fresh);
						fields.forEach((f, i) => expect(fresh.querySelector<HTMLInputElement>(`[name="${f}"]`)!.value).toBe(typed.get(f) ?? serverValues[i]));
					},
				),
				{ numRuns: RUNS },
			);
		});
	});
});
