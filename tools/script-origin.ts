/** Where a VirtueMart or jQuery script on a page comes from: the doctor's classing of what it finds. */

/**
 * A VirtueMart or jQuery script on the page: VirtueMart's own file, a template's override of one (both the
 * plugin keeps off), its inline glue (`inline #id`), or jQuery or one of its plugins brought by another extension
 * (the shop's business: listed, not counted).
 */
export interface VmScript {
	src: string;
	from: 'virtuemart' | 'template override' | 'inline' | 'another extension';
}

/** VirtueMart's front-end script folders: the same the Joomla plugin keeps off (VirtueMartScripts.php). */
const VM_FILES = /\/(components\/com_virtuemart\/assets\/js|modules\/mod_virtuemart_cart\/assets\/js)\//;
/** Plain JavaScript among them, which the plugin keeps: the card checks payment plugins' card forms call. */
const VM_PLAIN = /\/components\/com_virtuemart\/assets\/js\/vmcreditcard(\.min)?\.js/;
/** A template's override of one of VirtueMart's files, where VirtueMart's vmJsApi looks for it first. */
const TEMPLATE_OVERRIDE =
	/\/(media\/templates\/site|templates)\/[^/]+\/js\/(vmprices|vmsite|dynupdate|cvfind|vmkeepalive|vmtabs|vmvalidator|mediahandler|facebox|toggleCartButton|update_cart|ajax_catree|jquery\.noconflict|jquery-migrate|jquery-ui|chosen\.jquery|jquery\.(fancybox|mousewheel|easing|validationEngine|validation|jqtransform|ui\.autocomplete\.html))[^/]*\.js/;
/** jQuery and the jQuery plugins VirtueMart's stack uses, wherever else they come from (Joomla's media, another extension). */
const JQUERY_FAMILY = /\/(jquery|chosen|fancybox)[^/]*\.js(\?|$)/i;

/** Where a script left on the page comes from, when it is VirtueMart's or jQuery's: null for any other script. */
export function scriptOrigin(src: string): VmScript['from'] | null {
	if (src.startsWith('inline #')) return 'inline';
	const path = src.replace(/^[a-z]+:\/\/[^/]+/i, '');
	if (VM_FILES.test(path)) return VM_PLAIN.test(path) ? null : 'virtuemart';
	if (TEMPLATE_OVERRIDE.test(path)) return 'template override';
	return JQUERY_FAMILY.test(path) ? 'another extension' : null;
}
