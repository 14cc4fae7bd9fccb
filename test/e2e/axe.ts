import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

// Read once per test file; evaluated in the page rather than added as a <script>, so a strict CSP cannot block it.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** What axe-core reports, as far as these checks read it. */
interface RawViolation {
	id: string;
	impact: string | null;
	help: string;
	nodes: { target: string[]; failureSummary?: string }[];
}

export interface AxeViolation {
	id: string;
	impact: string | null;
	help: string;
	nodes: { target: string; summary: string }[];
}

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** Runs axe-core on the whole page (or under `include`) and returns its violations, shortened for a readable diff. */
export async function axe(page: Page, include?: string): Promise<AxeViolation[]> {
	if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
	// Colours are measured as painted: let fade-ins (dialogs, revealed forms) end first; spinners loop forever.
	await page.evaluate(() =>
		Promise.all(
			document
				.getAnimations()
				.filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
				.map((a) => a.finished.catch(() => {})),
		),
	);
	return page.evaluate(
		async ({ tags, include }) => {
			const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: RawViolation[] }> } }).axe;
			const { violations } = await axe.run(include ? { include: [include] } : document, { runOnly: tags, resultTypes: ['violations'] });
			return violations.map((v) => ({
				id: v.id,
				impact: v.impact,
				help: v.help,
				nodes: v.nodes.map((n) => ({
					target: n.target.join(' '),
					summary: String(n.failureSummary ?? '')
						.split('\n')
						.slice(0, 3)
						.join(' '),
				})),
			}));
		},
		{ tags: TAGS, include },
	);
}

/** A one-line-per-node text of violations, so a failing expect() shows what to fix. */
export const describeViolations = (violations: AxeViolation[]): string[] =>
	violations.flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target} — ${v.help}`));
