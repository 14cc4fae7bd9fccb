<?php

/**
 * VirtueMart's own front-end scripts (vmprices, vmsite, dynupdate, cvfind, chosen, the cart module's
 * update_cart.js and their inline glue). They fight Vetrina for the same forms, so the plugin can keep
 * them off the pages where Vetrina runs. Data blocks VirtueMart prints as scripts (`cvselvars…`,
 * `vm-countryState…`) are kept: they are data, not behaviour.
 */

namespace Vetrina\Plugin\System\Vetrina;

\defined('_JEXEC') or die;

final class VirtueMartScripts
{
    /** The folders of VirtueMart's front-end script files. */
    public const FILES = '#/(components/com_virtuemart/assets/js|modules/mod_virtuemart_cart/assets/js)/#';

    /** Ids of VirtueMart's inline glue (`vmJsApi::addJScript` names + `-js`). */
    public const INLINE = ['vm-vars', 'vmPreloader-js', 'ready.vmprices-js', 'updateChosen-js', 'updDynamicListeners-js', 'sendFormChange-js'];

    public static function isVirtueMart(string $url): bool
    {
        return (bool) preg_match(self::FILES, $url);
    }

    /** The head's script list without VirtueMart's files (`$doc->_scripts` is keyed by URL). */
    public static function withoutFiles(array $scripts): array
    {
        return array_filter($scripts, static fn ($url) => !self::isVirtueMart((string) $url), ARRAY_FILTER_USE_KEY);
    }

    /** The rendered page without VirtueMart's script tags (files and inline glue, wherever printed). */
    public static function strip(string $html): string
    {
        return (string) preg_replace_callback(
            '#<script\b([^>]*)>.*?</script>\s*#is',
            static function (array $m): string {
                $src = preg_match('#\bsrc\s*=\s*["\']([^"\']+)#i', $m[1], $s) ? $s[1] : '';
                $id = preg_match('#\bid\s*=\s*["\']([^"\']+)#i', $m[1], $i) ? $i[1] : '';

                return ($src !== '' && self::isVirtueMart($src)) || \in_array($id, self::INLINE, true) ? '' : $m[0];
            },
            $html
        );
    }
}
