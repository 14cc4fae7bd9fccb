/**
 * The inline code a served page holds (executable `<script>` texts without `src`, `on…` handler values,
 * `style` attribute values and `<style>` texts), to tell a CSP report caused by the template's own inline
 * code from any other.
 */
export interface CspReport {
	directive: string;
	blockedURI: string;
	sample: string;
	source: string;
	line: number;
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const HANDLER = /\son[a-z]+\s*=\s*(?:"([^"]*)"|'([^']*)')/gi;
const STYLE_ATTRIBUTE = /\sstyle\s*=\s*(?:"([^"]*)"|'([^']*)')/gi;
const STYLE_ELEMENT = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;
/** A script file reported it (a script inserted the markup), not the page's parser. */
const byScript = (source: string): boolean => /\.m?js(?:[?#]|$)/.test(source);
// Types a browser runs; `application/json` data blocks never run, so never cause a report.
const runs = (attributes: string): boolean => {
	const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
	return !/\bsrc\s*=/i.test(attributes) && ['', 'text/javascript', 'module', 'application/javascript'].includes(type);
};
const ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', nbsp: '\u00a0' };
/** Attribute values are entity-encoded in the source; reports carry the decoded text. */
const decode = (value: string): string =>
	value.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (entity, name: string) =>
		name.startsWith('#x') || name.startsWith('#X')
			? String.fromCodePoint(Number.parseInt(name.slice(2), 16))
			: name.startsWith('#')
				? String.fromCodePoint(Number(name.slice(1)))
				: (ENTITIES[name.toLowerCase()] ?? entity),
	);

export function inlineCode(pages: string[]) {
	const sources: string[] = [];
	const styles: string[] = [];
	for (const page of pages) {
		for (const [, attributes = '', text = ''] of page.matchAll(SCRIPT)) if (runs(attributes) && text.trim()) sources.push(text.trim());
		const markup = page.replace(SCRIPT, '');
		for (const [, double, single] of markup.matchAll(HANDLER)) sources.push(decode(double ?? single ?? '').trim());
		for (const [, double, single] of markup.matchAll(STYLE_ATTRIBUTE)) styles.push(decode(double ?? single ?? '').trim());
		for (const [, text = ''] of markup.matchAll(STYLE_ELEMENT)) styles.push(text.trim());
	}
	const opensOne = (codes: string[], sample: string) => sample !== '' && codes.some((code) => code.startsWith(sample));
	return {
		sources,
		/**
		 * An inline script or handler blocked, whose sample (its first 40 characters) opens inline code of
		 * the page; or an inline style the page's parser blocked, whose sample opens one of the page's.
		 */
		isSource: (report: CspReport): boolean => {
			const sample = report.sample.trim();
			if (report.blockedURI !== 'inline') return false;
			if (report.directive.startsWith('script-src')) return opensOne(sources, sample);
			return report.directive.startsWith('style-src') && !byScript(report.source) && opensOne(styles, sample);
		},
	};
}
