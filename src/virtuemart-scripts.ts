/**
 * VirtueMart's own front-end scripts (`jprice`, `jsite`, `jdynupdate`) bind product forms, the cart
 * form and variant selects themselves when they are loaded. Enhancing those too would add to cart
 * twice, so Vetrina stands down on them and says, once, which settings to switch off.
 */
let warned = false;

export function virtueMartDrives(): boolean {
	const virtuemart = (window as { Virtuemart?: { product?: unknown } }).Virtuemart;
	if (typeof virtuemart?.product !== 'function') return false;
	if (!warned) {
		warned = true;
		console.warn(
			"[vetrina] VirtueMart's own scripts are loaded, so Vetrina leaves product forms, the cart form and variants to them. " +
				'Switch off jprice, jsite, jdynupdate and jchosen (VirtueMart configuration, Templates) to let Vetrina enhance them.',
		);
	}
	return true;
}
