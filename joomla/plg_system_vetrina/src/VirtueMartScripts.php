<?php

/**
 * @package     Vetrina
 * @copyright   (C) 2026 Vetrina
 * @license     GNU General Public License version 2 or later; see LICENSE.txt
 */

/**
 * VirtueMart's own front-end scripts (vmprices, vmsite, dynupdate, cvfind, chosen, FancyBox, jQuery UI, the
 * cart module's update_cart.js) and the inline code that calls them. They fight Vetrina for the same forms, so
 * the plugin keeps them off the pages where Vetrina runs, and with them every inline caller: a caller left
 * behind throws (`.fancybox is not a function`, `.vm2front is not a function`). Data blocks VirtueMart prints
 * as scripts (`cvselvars…`, `vm-countryState…`) are kept as inert text, where Vetrina reads them.
 */

namespace Vetrina\Plugin\System\Vetrina;

\defined('_JEXEC') or die;

final class VirtueMartScripts
{
    /** The folders of VirtueMart's front-end script files. */
    public const FILES = '#/(components/com_virtuemart/assets/js|modules/mod_virtuemart_cart/assets/js)/#';

    /**
     * Plain JavaScript among those files, which fights nothing of Vetrina's: the card checks (`vmcreditcard.js`)
     * that the card forms of VirtueMart's PayPal and Realex plugins load and call from inline handlers (`razCCerror(…)`).
     */
    private const PLAIN = '#/components/com_virtuemart/assets/js/vmcreditcard(\.min)?\.js#';

    /** The style sheets of those files (FancyBox's): they style only what the files draw. */
    public const STYLES = '#/components/com_virtuemart/assets/css/jquery\.fancybox#';

    /**
     * Ids of VirtueMart's inline behaviour on the site (`vmJsApi::addJScript` names + `-js`, from its views,
     * sublayouts and modules for the bs5, bs3 and legacy template sets): jQuery code for the files above.
     */
    public const INLINE = [
        'vm-vars', 'vmPreloader-js', 'ready.vmprices-js', 'updateChosen-js', 'updDynamicListeners-js', 'sendFormChange-js',
        'popups-js', 'imagepopup-js', 'box-js', 'tooltip-js', 'vmHideTooltips-js', 'collapse-js', 'ajaxpreloader-js',
        'ajaxContent-js', 'recalcReady-js', 'vmPrint-js', 'vm-hover-js', 'vm-checkout-qty-js', 'vm-checkoutFormSubmit-js',
        'vm-STisBT-js', 'vm-validator-js', 'autocheck-js', 'vmDropdownCart-js', 'catClose-js', 'rating_stars-js',
    ];

    /**
     * Ids of VirtueMart's data blocks: jQuery code around data Vetrina reads (variants, saved states, the
     * payment form a payment plugin's page sends on to the payment provider).
     */
    public const DATA = '#^(cvselvars|avselvars|vm-countryState|vm\.paymentFormAutoSubmit)#';

    /** Code that calls jQuery or VirtueMart's scripts, which are gone with their files. */
    private const CALLS_GONE = '#\bjQuery\b|(?<![\w$])\$\s*[(.]|\bVirtuemart\.#';

    /** VirtueMart's keep-alive, which it asks for while the shopper's cart holds products. */
    private const KEEP_ALIVE = '#/components/com_virtuemart/assets/js/vmkeepalive(\.min)?\.js#';

    /** Whether VirtueMart asked to keep the session alive on this page (the head's script list, keyed by URL). */
    public static function keepsSessionAlive(array $scripts): bool
    {
        return (bool) preg_grep(self::KEEP_ALIVE, array_map('strval', array_keys($scripts)));
    }

    /**
     * The paths of the script files VirtueMart registered for this page (`vmJsApi`'s registry, by name), where
     * VirtueMart resolves them: its assets folder (`assets_general_path`) or a template's override of them
     * (`templates/<tpl>/js/vmprices.js`, `media/templates/site/<tpl>/js/…`). Empty where VirtueMart is not loaded.
     *
     * @return string[]
     */
    public static function registered(): array
    {
        if (!class_exists('vmJsApi', false)) {
            return [];
        }
        $paths = [];
        foreach (\vmJsApi::getJScripts() as $name => $script) {
            // A file is registered by its name alone; inline code and addresses given whole are other things.
            if (\is_string($name) && empty($script['script']) && empty($script['inline'])) {
                $paths[] = (string) \vmJsApi::setPath($name, false, '');
            }
        }

        return $paths;
    }

    /** Whether `$url` is one of VirtueMart's script files: in its folders, or among the files it registered (`$registered`, paths). */
    public static function isVirtueMart(string $url, array $registered = []): bool
    {
        $path = (string) parse_url($url, PHP_URL_PATH);

        return (preg_match(self::FILES, $url) || \in_array($path, $registered, true)) && !preg_match(self::PLAIN, $url);
    }

    /** The head's script list without VirtueMart's files (keyed by URL, as Joomla's head data is). */
    public static function withoutFiles(array $scripts, array $registered = []): array
    {
        return array_filter($scripts, static fn ($url) => !self::isVirtueMart((string) $url, $registered), ARRAY_FILTER_USE_KEY);
    }

    /** The head's style sheets without those of VirtueMart's script files (keyed by URL, as Joomla's head data is). */
    public static function withoutStyles(array $styles): array
    {
        return array_filter($styles, static fn ($url) => !preg_match(self::STYLES, (string) $url), ARRAY_FILTER_USE_KEY);
    }

    /**
     * The rendered page without VirtueMart's script tags (files and inline callers, wherever printed) and with
     * its data blocks inert. `$component` drops every other inline script that calls jQuery or VirtueMart's
     * scripts too: for VirtueMart's own output (the component's), where its templates print such code without
     * an id. Plain JavaScript there stays (the order's print view, a payment plugin's own redirect).
     */
    public static function strip(string $html, bool $component = false, array $registered = []): string
    {
        return ElementScanner::replace($html, 'script', static function (string $attributes, string $code, string $element) use ($component, $registered): string {
            $named = ElementScanner::attributes($attributes);
            $src = $named['src'] ?? '';
            $id = $named['id'] ?? '';
            if ($src !== '') {
                return self::isVirtueMart($src, $registered) ? '' : $element;
            }
            if (!ScriptElement::runs($named)) {
                return $element;
            }
            if (preg_match(self::DATA, $id)) {
                return '<script id="' . htmlspecialchars($id, ENT_QUOTES) . '" type="text/plain">' . $code . '</script>';
            }

            return \in_array($id, self::INLINE, true) || ($component && preg_match(self::CALLS_GONE, $code)) ? '' : $element;
        });
    }
}
