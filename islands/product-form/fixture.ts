/** Product markup as the reference shop prints it (stock VirtueMart 4), for the unit tests. */
export interface FixtureOptions {
	step?: string;
	init?: string;
	max?: string;
	value?: string;
	/** Attributes of the quantity input instead of step/init (e.g. only data-step). */
	quantityAttrs?: string;
}

const line = (key: string, value: string, hidden = false) =>
	`<div class="Price${key} vm-display vm-price-value${hidden ? ' vm-nodisplay' : ''}"><span class="vm-price-desc">${key}: </span><span class="Price${key}">${value}</span></div>`;

export function productPage({ step = '12', init = '12', max, value = init, quantityAttrs }: FixtureOptions = {}): string {
	const attrs = quantityAttrs ?? `init="${init}" data-init="${init}" step="${step}" data-step="${step}" min="${init}"${max ? ` max="${max}"` : ''}`;
	return `<div id="system-message-container" aria-live="polite"></div>
<div class="product-container productdetails-view productdetails" data-vm="product-container">
<div class="product-price" id="productPrice52" data-vm="product-prices">
${line('basePrice', '49,90 €', true)}${line('basePriceWithTax', '60,88 €')}${line('salesPrice', '60,88 €')}${line('discountAmount', '', true)}${line('taxAmount', '10,98 €')}${line('unitPrice', '', true)}
</div>
<div class="addtocart-area"><form method="post" class="product js-recalculate" action="/index.php?option=com_virtuemart">
<div class="vm-customfields-wrap"><div class="product-fields">
<select class="cvselection cvdrop no-vm-bind" name="field[52][7][customfield_value][0]"><option value="12 PZ" selected>12 PZ</option><option value="24 PZ">24 PZ</option></select>
<select id="custom20" name="customProductData[52][20]" class="vm-chzn-select"><option value="201" selected>Senza</option><option value="202">Con batteria</option></select>
<label><input type="radio" name="customProductData[52][21]" value="211" checked> Cartone</label><label><input type="radio" name="customProductData[52][21]" value="212"> Valigetta</label>
</div></div>
<div class="addtocart-bar">
<label class="quantity-label" for="quantity52">Quantità</label>
<span class="quantity-box"><input type="number" id="quantity52" class="quantity-input js-recalculate" name="quantity[]" value="${value}" ${attrs}
 data-errStr="Puoi acquistare questo prodotto solo in multipli di %s pezzi!"></span>
<span class="quantity-controls js-recalculate"><button type="button" class="quantity-controls quantity-minus">−</button><button type="button" class="quantity-controls quantity-plus">+</button></span>
<span class="addtocart-button"><input type="submit" name="addtocart" class="addtocart-button" value="Aggiungi al carrello"></span></div>
<input type="hidden" name="virtuemart_product_id[]" value="52">
<input type="hidden" class="pname" name="pname" value="Silicone sanitario - cartone da 12 PZ">
<input type="hidden" name="pid" value="52">
<input type="hidden" name="option" value="com_virtuemart"><input type="hidden" name="view" value="cart"><input type="hidden" name="Itemid" value="101">
</form></div></div>`;
}
