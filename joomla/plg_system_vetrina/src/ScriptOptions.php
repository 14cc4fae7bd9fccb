<?php

/**
 * @package     Vetrina
 * @copyright   (C) 2026 Vetrina
 * @license     GNU General Public License version 2 or later; see LICENSE.txt
 */

/**
 * The `vetrina` script options, built from the plugin's parameters and from what Joomla knows about the
 * request (site root, menu item, active language, routed URLs). Plain PHP: no Joomla class is used here,
 * so the rules can be tested on their own.
 */

namespace Vetrina\Plugin\System\Vetrina;

\defined('_JEXEC') or die;

final class ScriptOptions
{
    /** Vetrina's default URL of each overridable call, relative to the site root (`{shop}` = shopComponent). */
    public const ROUTES = [
        'recalculate' => 'index.php?option={shop}&view=productdetails&task=recalculate&format=json&nosef=1',
        'addToCart'   => 'index.php?option={shop}&nosef=1&view=cart&task=addJS&format=json',
        'states'      => 'index.php?option={shop}&view=state&format=json',
        'cart'        => 'index.php?option={shop}&view=cart',
        'cartModule'  => 'index.php?option={shop}&nosef=1&view=cart&task=viewJS&format=json',
    ];

    public const AJAX_URI = 'index.php?option=com_ajax&plugin=vpframework&format=json';

    /** The plugin's own theme calls (HeaderLists\Server), for shops without the theme framework. */
    public const PLUGIN_AJAX_URI = 'index.php?option=com_ajax&plugin=vetrina&group=system&format=json';

    /** `headerLists`: "on", "off", or "auto" (the default): the plugin serves the lists when the theme framework is absent. */
    public static function servesHeaderLists(array $params, bool $themeFramework): bool
    {
        $mode = trim((string) ($params['headerLists'] ?? '')) ?: 'auto';

        return $mode === 'on' || ($mode === 'auto' && !$themeFramework);
    }

    /**
     * @param array $params Plugin parameters (`$this->params->toArray()`); empty strings mean "from Joomla".
     * @param array $site   `root` (`Uri::root(true)`: '' or '/negozio'), `itemid`, `languageTag` (`it-IT`),
     *                      `sef` (the language's SEF code), `addToCartPopup` (VirtueMart's setting, or null),
     *                      `routed` (call => URL from Joomla's router, e.g. the SEF cart page), `themeFramework`
     *                      (whether the `vpframework` plugin is enabled; assumed when not given).
     */
    public static function build(array $params, array $site): array
    {
        $root = rtrim((string) ($site['root'] ?? ''), '/');
        $text = static fn (string $key): string => trim((string) ($params[$key] ?? ''));
        $shop = $text('shopComponent') ?: 'com_virtuemart';
        $sef = (string) ($site['sef'] ?? '');
        $popup = $text('addToCartPopup') !== '' ? (int) $params['addToCartPopup'] : ($site['addToCartPopup'] ?? 1);

        $options = [
            'shopComponent'  => $shop,
            'prefix'         => $text('prefix') ?: 'virtuemart',
            'ajaxUri'        => self::servesHeaderLists($params, (bool) ($site['themeFramework'] ?? true))
                ? $root . '/' . self::PLUGIN_AJAX_URI
                : self::url($text('ajaxUri') ?: self::AJAX_URI, $root),
            'baseUri'        => $text('baseUri') !== '' ? self::url($text('baseUri'), $root) : $root . '/',
            'itemid'         => (int) ($text('itemid') ?: ($site['itemid'] ?? 0)),
            'langParam'      => $text('langParam') !== '' ? $text('langParam') : ($sef !== '' ? '&lang=' . $sef : ''),
            'language'       => $text('language') ?: (string) ($site['languageTag'] ?? 'it-IT'),
            'addToCartPopup' => (int) $popup,
            'tokenUpdate'    => (bool) ($params['tokenUpdate'] ?? false),
            'searchLimit'    => (int) ($text('searchLimit') ?: 10),
            'stateLoader'    => (bool) ($params['stateLoader'] ?? true),
            'timeout'        => (int) ($text('timeout') ?: 10000),
        ];
        if ($text('cartErrorText') !== '') {
            $options['cartErrorText'] = $text('cartErrorText');
        }
        $strings = json_decode($text('strings') ?: '{}', true);
        if (\is_array($strings) && $strings !== []) {
            $options['strings'] = $strings;
        }
        $routes = self::routes((array) ($params['routes'] ?? []), $shop, $root, (array) ($site['routed'] ?? []));
        if ($routes !== []) {
            $options['routes'] = $routes;
        }

        return $options;
    }

    /** A route is sent when a parameter sets it, or when Joomla's URL differs from Vetrina's default. */
    private static function routes(array $given, string $shop, string $root, array $routed): array
    {
        $routes = [];
        foreach (self::ROUTES as $call => $path) {
            $path = str_replace('{shop}', $shop, $path);
            $set = trim((string) ($given[$call] ?? ''));
            $url = $set !== '' ? self::url($set, $root) : ($routed[$call] ?? $root . '/' . $path);
            // Vetrina builds `{baseUri}index.php?…` itself (with `langParam`): only a different address is sent.
            if ($set !== '' || $url !== $root . '/' . $path) {
                $routes[$call] = $url;
            }
        }

        return $routes;
    }

    /** Site-relative values (`index.php?…`) get the site root; absolute paths and URLs stay as given. */
    private static function url(string $value, string $root): string
    {
        return preg_match('#^(/|[a-z][a-z0-9+.-]*://)#i', $value) ? $value : $root . '/' . $value;
    }
}
