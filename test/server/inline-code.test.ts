import { describe, expect, it } from 'vitest';
import { inlineCode, type CspReport } from '../e2e/inline-code.ts';

const report = (sample: string, directive = 'script-src-elem', blockedURI = 'inline'): CspReport => ({
	directive,
	blockedURI,
	sample,
	source: 'http://127.0.0.1/negozio/',
	line: 1,
});

/** A stock page's inline code, as VirtueMart prints it (the harness's CSP classification reads it). */
const PAGE = `<head><script nonce="abc">//<![CDATA[ 
if (typeof Virtuemart === "undefined"){ var Virtuemart = {};}
 //]]>
</script><script type="module" src="/media/vetrina/vetrina.js"></script>
<script type="application/json" id="vetrina-config">{"baseUri":"/"}</script></head>
<body><input type="submit" value="Cerca" class="button" onclick="this.form.keyword.focus();"/>
<input type="text" name="quantity[0]" onblur="Virtuemart.checkQuantity(this,1,&#039;Puoi acquistare solo multipli di 1 pezzi&#039;)">
<script   id="vmDropdownCart-js" type="text/javascript" >//<![CDATA[ 
jQuery(document).ready(function($){ $('button.dropdownCart-btn').click(function(){}); });
 //]]>
</script></body>`;

describe('inline code of a served page (CSP report classification)', () => {
	const code = inlineCode([PAGE]);

	it('collects the executable inline scripts and the decoded handler values, not data blocks nor external scripts', () => {
		expect(code.sources).toHaveLength(4);
		expect(code.sources).toContain('this.form.keyword.focus();');
		expect(code.sources).toContain("Virtuemart.checkQuantity(this,1,'Puoi acquistare solo multipli di 1 pezzi')");
		expect(code.sources.some((s) => s.includes('baseUri'))).toBe(false);
	});

	it('expects a report whose sample (first 40 characters) opens inline code of the page', () => {
		expect(code.isSource(report('//<![CDATA[ \njQuery(document).ready(func'))).toBe(true);
		expect(code.isSource(report('this.form.keyword.focus();', 'script-src-attr'))).toBe(true);
		expect(code.isSource(report("Virtuemart.checkQuantity(this,1,'Puoi ac", 'script-src-attr'))).toBe(true);
	});

	it('refuses any other report: code the page does not hold, no sample, eval, external files', () => {
		expect(code.isSource(report('alert(document.cookie)'))).toBe(false);
		expect(code.isSource(report(''))).toBe(false);
		expect(code.isSource(report('this.form.keyword.focus();', 'script-src', 'eval'))).toBe(false);
		expect(code.isSource(report('', 'script-src-elem', 'https://evil.example/x.js'))).toBe(false);
		expect(code.isSource(report('{"baseUri":"/"}'))).toBe(false);
	});
});
