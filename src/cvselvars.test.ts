import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseCvselvars, readCvselvars } from './cvselvars.ts';

/** What vmJsApi::writeJS() echoes for one group (customfield.php:283-292, vmjsapi.php:267), tabs and all. */
const vmScript = (selector: string, list: string, category = false) => `<script defer  id="cvselvars${selector.length}-js" type="text/javascript" >//<![CDATA[ 
jQuery(document).ready(function($) {
							${category ? 'Virtuemart.setBrowserState = false;' : ''}
							$('${selector}').off('change',Virtuemart.cvFind);
							$('${selector}').on('change', { variants:[${list}] },Virtuemart.cvFind);
							console.log('Execute ready cvFind');
						}); //]]>
</script>\r`;

const screws = '["/prodotti/viti/vite-4x30-1pz-detail","4x30 mm","1 PZ"],["/prodotti/viti/vite-4x30-10pz-detail","4x30 mm","10 PZ"]';

beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => vi.restoreAllMocks());

const textOf = (html: string) => new DOMParser().parseFromString(html, 'text/html').querySelector('script')!.textContent!;

describe('parseCvselvars', () => {
	describe('given the script VirtueMart prints for a drop-down group', () => {
		it('should return the group and its variants', () => {
			expect(parseCvselvars(textOf(vmScript('select[data-cvsel="field301"]', screws)))).toEqual({
				group: 'field301',
				variants: [
					['/prodotti/viti/vite-4x30-1pz-detail', '4x30 mm', '1 PZ'],
					['/prodotti/viti/vite-4x30-10pz-detail', '4x30 mm', '10 PZ'],
				],
			});
		});
	});

	describe('given a radio group (no select prefix) in a category (setBrowserState line)', () => {
		it('should read it the same way', () => {
			const text = textOf(vmScript('[data-cvsel="field312"]', '["/m/3m-detail","3 m"],["/m/5m-detail","5 m"]', true));
			expect(parseCvselvars(text)).toEqual({
				group: 'field312',
				variants: [
					['/m/3m-detail', '3 m'],
					['/m/5m-detail', '5 m'],
				],
			});
		});
	});

	describe('given non-SEF urls with amp; and untrimmed values', () => {
		it('should drop amp; as cvFind does and trim the values as the options are', () => {
			const list = '["/index.php?option=com_virtuemart&amp;view=productdetails&amp;virtuemart_product_id=12&amp;Itemid=101"," 4x30 mm ","1 PZ "]';
			expect(parseCvselvars(textOf(vmScript('select[data-cvsel="field301"]', list)))?.variants).toEqual([
				['/index.php?option=com_virtuemart&view=productdetails&virtuemart_product_id=12&Itemid=101', '4x30 mm', '1 PZ'],
			]);
		});
	});

	describe('given a value holding a quote, which VirtueMart prints unescaped', () => {
		it('should log the malformed list and return nothing', () => {
			const list = '["/bussole/1-2-detail","1/2"","24 pz"],["/bussole/1-4-detail","1/4"","24 pz"]';
			expect(parseCvselvars(textOf(vmScript('select[data-cvsel="field320"]', list)), '#cvselvarsabc-js')).toBeNull();
			expect(console.error).toHaveBeenCalledWith(expect.stringContaining('malformed variant list in #cvselvarsabc-js'), expect.any(SyntaxError));
		});
	});

	describe('given a script without a variant list', () => {
		it('should log it and return nothing', () => {
			expect(parseCvselvars('jQuery(document).ready(function($) { Virtuemart.product($("form.product")); });', '#ready.vmprices-js')).toBeNull();
			expect(console.error).toHaveBeenCalledWith('[vetrina:variants] no variant list in #ready.vmprices-js');
		});
	});

	describe('given rows that are not lists of strings', () => {
		it('should keep only the string rows', () => {
			const text = textOf(vmScript('select[data-cvsel="field301"]', '["/a-detail","A"],[1,2],"x",[]'));
			expect(parseCvselvars(text)?.variants).toEqual([['/a-detail', 'A']]);
		});
	});
});

describe('readCvselvars', () => {
	describe('given two groups and one malformed script on one page', () => {
		it('should return both readable groups, in page order, and skip the malformed one', () => {
			document.body.innerHTML = `<div class="category-view">${vmScript('select[data-cvsel="field301"]', screws, true)}
${vmScript('select[data-cvsel="field320"]', '["/b-detail","1/2"",""]', true)}
${vmScript('[data-cvsel="field312"]', '["/m/3m-detail","3 m"]', true)}
<script id="ready.vmprices-js">Virtuemart.product($("form.product"));</script></div>`;
			expect(readCvselvars(document).map(({ group, variants }) => [group, variants.length])).toEqual([
				['field301', 2],
				['field312', 1],
			]);
			expect(console.error).toHaveBeenCalledOnce();
		});
	});
});
