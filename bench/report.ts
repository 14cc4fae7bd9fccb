/** The bench's result: tables of figures, written as JSON for machines and Markdown for people. */
import { isSummary, type Summary } from './stats.ts';

export type Unit = 'text' | 'ms' | 'B' | 'count' | 'cls' | 'ratio' | 'score' | 'MB';
export interface Column {
	label: string;
	unit: Unit;
}
/** A figure, its spread over runs, a note such as "n/a (island not present)", or nothing. */
export type Value = number | Summary | string | null;

export interface Table {
	id: string;
	title: string;
	columns: Column[];
	rows: Value[][];
	notes: string[];
}

export interface Machine {
	cpu: string;
	cores: number;
	memoryGiB: number;
	os: string;
	node: string;
	chromium: string;
	lighthouse: string;
}

export interface BenchResult {
	date: string;
	commit: string;
	machine: Machine;
	options: { runs: number; quick: boolean; only: string[]; budget: number };
	/** Scenarios that dropped to one run per figure to stay within the time budget. */
	shortened: string[];
	seconds: Record<string, number>;
	tables: Table[];
}

export const NOT_PRESENT = 'n/a (island not present)';

function number(value: number, unit: Unit): string {
	switch (unit) {
		case 'ms':
			return `${Math.round(value)} ms`;
		case 'B':
			return value >= 10_240 ? `${(value / 1024).toFixed(1)} KB` : `${Math.round(value)} B`;
		case 'MB':
			return `${value.toFixed(2)} MB`;
		case 'cls':
			return value.toFixed(3);
		case 'ratio':
			return `${value.toFixed(2)}×`;
		case 'count':
		case 'score':
		case 'text':
			return String(Math.round(value * 100) / 100);
	}
}

export function formatValue(value: Value, unit: Unit): string {
	if (value === null) return '—';
	if (typeof value === 'string') return value;
	if (typeof value === 'number') return number(value, unit);
	if (isSummary(value)) {
		const median = number(value.median, unit);
		return value.min === value.max ? median : `${median} (${number(value.min, unit)}–${number(value.max, unit)})`;
	}
	return '—';
}

const escapeCell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

export function tableMarkdown(table: Table): string {
	const head = `| ${table.columns.map((c) => escapeCell(c.label)).join(' | ')} |`;
	const rule = `|${table.columns.map((c) => (c.unit === 'text' ? '---' : '---:')).join('|')}|`;
	const rows = table.rows.map((row) => `| ${row.map((v, i) => escapeCell(formatValue(v, table.columns[i]?.unit ?? 'text'))).join(' | ')} |`);
	const notes = table.notes.map((note) => `\n${note}`).join('\n');
	return [`### ${table.title}`, '', head, rule, ...rows, notes].join('\n');
}

export function machineLine(m: Machine): string {
	return `${m.cpu}, ${m.cores} cores, ${m.memoryGiB} GiB RAM, ${m.os}; Node ${m.node}; Chromium ${m.chromium}; Lighthouse ${m.lighthouse}`;
}

export function resultMarkdown(result: BenchResult): string {
	const total = Object.values(result.seconds).reduce((a, b) => a + b, 0);
	const timing = Object.entries(result.seconds)
		.map(([id, s]) => `${id} ${Math.round(s)} s`)
		.join(', ');
	return [
		`## Bench results`,
		'',
		`Run ${result.date} at commit \`${result.commit}\`, ${result.options.runs} run(s) per figure${result.options.quick ? ' (--quick)' : ''}; figures are median (min–max).`,
		'',
		`Machine: ${machineLine(result.machine)}.`,
		'',
		`Duration: ${Math.round(total)} s (${timing}).${result.shortened.length ? ` Over their share of the ${result.options.budget} s budget, these scenarios took fewer runs: ${result.shortened.join(', ')} (see \`runs\` in the JSON).` : ''}`,
		'',
		...result.tables.map((table) => `${tableMarkdown(table)}\n`),
	].join('\n');
}
