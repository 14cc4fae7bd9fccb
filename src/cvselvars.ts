/**
 * VirtueMart's multi-variant list, read as text from the inline script it prints for each group
 * (`<script defer id="cvselvars{md5}-js">`, customfield.php:283-292, vmjsapi.php:267):
 *
 *   $('select[data-cvsel="field301"]').on('change', { variants:[["/url","4x30 mm","1 PZ"],…] },Virtuemart.cvFind);
 *
 * The script is never run (a CSP blocks it anyway); its array is taken with a regex and `JSON.parse`.
 * VirtueMart does not escape the values, so a `"` in one breaks the list: it is logged and ignored.
 */

/** One variant: `[url, value 1, value 2, …]`, as the theme's JSON blocks and VirtueMart's list hold it. */
export type Variant = [url: string, ...values: string[]];

export interface VariantGroup {
	/** The `data-cvsel` value, e.g. `field301`. */
	group: string;
	variants: Variant[];
}

export const CVSELVARS = 'script[id^="cvselvars"]';
const call = /data-cvsel="(field\d+)"[\s\S]*?variants:(\[[\s\S]*?\])\s*\}\s*,\s*Virtuemart\.cvFind/;

/** Accepts only a list of string arrays with a url first: the data comes from the server. */
export function variantRows(data: unknown): Variant[] {
	if (!Array.isArray(data)) return [];
	return data.filter((row): row is Variant => Array.isArray(row) && row.length > 0 && row.every((cell) => typeof cell === 'string'));
}

/**
 * The group and its variants, cleaned as cvFind.js and customfield.php do: `amp;` removed from the
 * urls, values trimmed (the options' values are trimmed, the list's are not). Null, logged, when the
 * text holds no readable list.
 */
export function parseCvselvars(text: string, source = 'cvselvars'): VariantGroup | null {
	const match = call.exec(text);
	if (!match) {
		console.error(`[vetrina:variants] no variant list in ${source}`);
		return null;
	}
	let data: unknown;
	try {
		data = JSON.parse(match[2]!);
	} catch (error) {
		console.error(`[vetrina:variants] malformed variant list in ${source} (a value holding a quote?)`, error);
		return null;
	}
	const variants = variantRows(data).map(([url, ...values]) => [url.replace(/amp;/g, ''), ...values.map((value) => value.trim())] as Variant);
	return { group: match[1]!, variants };
}

/** Every readable group of the `cvselvars` scripts under `root`. */
export function readCvselvars(root: ParentNode): VariantGroup[] {
	return [...root.querySelectorAll<HTMLScriptElement>(CVSELVARS)].flatMap((script) => parseCvselvars(script.textContent ?? '', `#${script.id}`) ?? []);
}
