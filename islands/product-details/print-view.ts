let asked = false;

/**
 * VirtueMart's print view of a product (`print=1`, which its Print link opens in the frame dialog, or a
 * shopper in a tab of its own) opens the browser's print dialog once the page has loaded, as VirtueMart's
 * inline jQuery did on bs5. Legacy and bs3 print from the body's own `onload`, which stays: not twice.
 */
export function printIfAsked(): void {
	if (asked || new URLSearchParams(location.search).get('print') !== '1' || /\bprint\(/.test(document.body.getAttribute('onload') ?? '')) return;
	asked = true;
	if (document.readyState === 'complete') print();
	else addEventListener('load', () => print(), { once: true });
}
