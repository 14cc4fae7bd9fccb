<?php

/**
 * @package     Vetrina
 * @copyright   (C) 2026 Vetrina
 * @license     GNU General Public License version 2 or later; see LICENSE.txt
 */

/**
 * The header lists' markup (docs/islands/header-lists.md#markup): each dropdown's inner HTML (what the module
 * refresh answers), the header block around them, the list buttons and the list pages. Every product name,
 * description and message is escaped here; the islands sanitize again, but the server's markup must be
 * safe on its own for shoppers without JavaScript.
 */

namespace Vetrina\Plugin\System\Vetrina\HeaderLists;

\defined('_JEXEC') or die;

use Joomla\CMS\Factory;
use Joomla\CMS\Language\Text;
use Joomla\CMS\Router\Route;
use Joomla\CMS\Uri\Uri;

final class Markup
{
    public const LISTS = ['compare', 'wishlist'];

    /**
     * The list page of the plugin, where each list's dropdown and answers lead; with `$action` and `$productId`,
     * the page that offers that change to a shopper without JavaScript.
     */
    public static function pageUrl(string $list, string $action = '', int $productId = 0): string
    {
        $change = $action === '' ? '' : '&action=' . $action . '&product_id=' . $productId;

        return Route::_('index.php?option=com_ajax&plugin=vetrina&group=system&format=html&task=' . $list . $change, false);
    }

    public static function esc(string $text): string
    {
        return htmlspecialchars($text, ENT_QUOTES | ENT_SUBSTITUTE, 'UTF-8');
    }

    /**
     * The mount points of both dropdowns, for a module position. The lists of `$refresh` have their module
     * fetched as their island mounts (`data-refresh="load"`): a page printed the same for every shopper.
     */
    public static function headerBlock(array $products, array $refresh = []): string
    {
        $html = '';
        foreach (self::LISTS as $list) {
            $when = \in_array($list, $refresh, true) ? ' data-refresh="load"' : '';
            $html .= '<div class="vp-dropdown vp-' . $list . '" data-vetrina="' . $list . '" data-module="vp_' . $list . '"' . $when . '>'
                . self::dropdown($list, $products[$list]) . '</div>';
        }

        // Bootstrap's utility classes: the stock template (Cassiopeia) loads Bootstrap and no Vetrina theme CSS. A
        // landmark of its own: the position an owner picks may be outside the template's (Cassiopeia's sidebars are).
        return '<nav class="vetrina-header-lists d-flex flex-wrap gap-3 mb-3" aria-label="' . self::esc(Text::_('PLG_SYSTEM_VETRINA_HEADER_LISTS')) . '">'
            . $html . self::loginLink() . '</nav>';
    }

    /**
     * The login island's link (docs/islands/login.md#on-a-stock-shop): it opens the login modal around the
     * page's first Joomla login form (VirtueMart's on the account page and the cart, else the login module's),
     * or logs out through the login module's logout form. Its href is Joomla's login page, which logs in or out without JavaScript. Both return URLs are this
     * page, base64-encoded as Joomla's forms carry their `return`.
     */
    public static function loginLink(): string
    {
        $guest = Factory::getApplication()->getIdentity()?->guest ?? true;
        $here = base64_encode(Uri::getInstance()->toString());
        $label = self::esc(Text::_($guest ? 'PLG_SYSTEM_VETRINA_LOGIN' : 'PLG_SYSTEM_VETRINA_LOGOUT'));
        // Joomla's login page logs in and sends the shopper back to `return`: this page.
        $loginPage = Route::_('index.php?option=com_users&view=login&return=' . urlencode($here), false);

        return '<a class="vp-login-link btn btn-sm btn-outline-secondary ms-auto" href="' . self::esc($loginPage)
            . '" data-vetrina="login" data-loginreturn="' . self::esc($here) . '" data-logoutreturn="' . self::esc($here) . '">' . $label . '</a>';
    }

    /** Toggle and panel of a list's dropdown: the inner HTML of its mount point. */
    public static function dropdown(string $list, array $products): string
    {
        $upper = strtoupper($list);
        $page = self::esc(self::pageUrl($list));
        $count = \count($products);
        $items = '';
        foreach ($products as $product) {
            $items .= '<li class="vp-dropdown-item" data-product-id="' . $product['id'] . '"><a href="' . self::esc($product['url']) . '">'
                . self::esc($product['name']) . '</a> ' . self::button($list, 'remove', $product) . '</li>';
        }

        return '<a class="vp-dropdown-toggle" href="' . $page . '" aria-expanded="false" aria-controls="vp-' . $list . '-panel">'
            . '<span class="vp-icon vp-icon-' . $list . '" aria-hidden="true"></span>'
            . '<span class="vp-dropdown-label">' . self::esc(Text::_('PLG_SYSTEM_VETRINA_' . $upper)) . '</span> '
            . '<span class="vp-count" data-count="' . $count . '"><span class="visually-hidden">' . self::esc(Text::_('PLG_SYSTEM_VETRINA_LIST_ITEMS')) . ' </span>' . $count . '</span></a>'
            . '<div class="vp-dropdown-panel" id="vp-' . $list . '-panel" hidden>'
            . ($items !== '' ? '<ul class="vp-dropdown-items">' . $items . '</ul>' : '<p class="vp-dropdown-empty">' . self::esc(Text::_('PLG_SYSTEM_VETRINA_LIST_EMPTY')) . '</p>')
            . '<div class="vp-dropdown-actions"><a class="btn btn-primary btn-sm" href="' . $page . '">' . self::esc(Text::_('PLG_SYSTEM_VETRINA_' . $upper . '_SHOW')) . '</a></div></div>';
    }

    /**
     * A list button; its href is where a shopper without JavaScript makes the change: the list page, offering it
     * (a link cannot carry the form token: pages are cached).
     */
    public static function button(string $list, string $action, array $product): string
    {
        $label = self::esc(self::actionLabel($list, $action));

        return '<a class="vp-list-button btn btn-sm btn-outline-secondary" href="' . self::esc(self::pageUrl($list, $action, $product['id'])) . '" data-vetrina="list-button" data-list="' . $list
            . '" data-action="' . $action . '" data-product-id="' . $product['id'] . '" data-product-name="' . self::esc($product['name'])
            . '" title="' . $label . '">' . $label . '</a>';
    }

    /** The add buttons printed after a product's add-to-cart form. */
    public static function addButtons(array $product): string
    {
        return '<div class="vetrina-list-buttons d-flex flex-wrap gap-2 mt-2">' . self::button('compare', 'add', $product) . ' ' . self::button('wishlist', 'add', $product) . '</div>';
    }

    /**
     * A list's page: its products side by side (Products::sheet), one column each under its picture and name, one
     * row per property, the labels in the first column (kept in view as the table scrolls sideways on a phone),
     * the custom fields only on the compare page; each product with add to cart (a plain VirtueMart cart submit,
     * or a link to its page where VirtueMart needs a choice first) and remove. Marked `data-list-page` so the
     * islands redraw it in place after each change.
     */
    public static function page(string $list, array $sheet, string $cartUrl, string $token, string $offer = ''): string
    {
        $title = self::esc(self::title($list));
        $open = '<div class="vetrina-list-page" data-list-page="' . $list . '"><h1>' . $title . '</h1>' . $offer;
        if ($sheet === []) {
            return $open . '<p class="vp-list-empty">' . self::esc(Text::_('PLG_SYSTEM_VETRINA_LIST_EMPTY')) . '</p></div>';
        }
        $rows = [
            'PRICE'        => array_column($sheet, 'price'),
            'SKU'          => array_column($sheet, 'sku'),
            'MANUFACTURER' => array_column($sheet, 'manufacturer'),
            'AVAILABILITY' => array_column($sheet, 'availability'),
            'DESCRIPTION'  => array_map(static fn (array $p): string => trim(html_entity_decode(strip_tags($p['description']), ENT_QUOTES | ENT_HTML5, 'UTF-8')), $sheet),
        ];
        $body = '';
        foreach ($rows as $key => $values) {
            $body .= self::sheetRow(Text::_('PLG_SYSTEM_VETRINA_SHEET_' . $key), $values, 'vp-sheet-' . strtolower($key));
        }
        if ($list === 'compare') {
            $fields = array_unique(array_merge(...array_values(array_map(static fn (array $p): array => array_keys($p['fields']), $sheet))));
            foreach ($fields as $field) {
                $body .= self::sheetRow((string) $field, array_map(static fn (array $p): string => $p['fields'][$field] ?? '', $sheet), 'vp-sheet-field');
            }
        }
        $head = '<tr><td class="vp-sheet-corner"></td>' . implode('', array_map(self::sheetHead(...), $sheet)) . '</tr>';
        $actions = '<tr class="vp-sheet-actions"><th scope="row"><span class="visually-hidden">' . self::esc(Text::_('PLG_SYSTEM_VETRINA_SHEET_ACTIONS')) . '</span></th>'
            . implode('', array_map(static fn (array $p): string => '<td>' . self::cartAction($p, $cartUrl, $token) . ' ' . self::button($list, 'remove', $p) . '</td>', $sheet)) . '</tr>';

        // A scrolling region a keyboard can reach and a screen reader can name.
        return $open . '<div class="vetrina-sheet-scroll" role="region" tabindex="0" aria-label="' . $title . '">'
            . '<table class="table vetrina-sheet vetrina-' . $list . '-table"><thead>' . $head . '</thead><tbody>' . $body . $actions . '</tbody></table></div></div>';
    }

    /**
     * The change a list button's link asked for, offered as a form with the token: the change a shopper without
     * JavaScript makes, which a link from another site cannot make for them.
     */
    public static function offer(string $list, string $action, array $product, string $token): string
    {
        $fields = self::hiddenFields(['action' => $action, 'product_id' => $product['id'], $token => 1]);

        return '<form class="vp-list-offer d-flex flex-wrap align-items-center gap-2 mb-3" method="post" action="' . self::esc(self::pageUrl($list)) . '">' . $fields
            . '<strong>' . self::esc($product['name']) . '</strong> <button type="submit" class="btn btn-primary btn-sm">' . self::esc(self::actionLabel($list, $action)) . '</button></form>';
    }

    /** "Add to compare", "Remove from wishlist": a list button's label. */
    private static function actionLabel(string $list, string $action): string
    {
        return Text::_('PLG_SYSTEM_VETRINA_' . strtoupper($list . '_' . $action));
    }

    /** The page's title and heading, as the breadcrumb names it too. */
    public static function title(string $list): string
    {
        return Text::_('PLG_SYSTEM_VETRINA_' . strtoupper($list) . '_TITLE');
    }

    private static function sheetHead(array $product): string
    {
        // Sized by the stylesheet's aspect ratio before it loads: the row never jumps.
        $image = $product['image'] === '' ? '' : '<img class="vp-sheet-image" src="' . self::esc($product['image']) . '" alt="" loading="lazy" decoding="async">';

        return '<th scope="col"><a class="vp-sheet-product" href="' . self::esc($product['url']) . '">' . $image . '<span>' . self::esc($product['name']) . '</span></a></th>';
    }

    /** A property's row; none when no product has it. */
    private static function sheetRow(string $label, array $values, string $class): string
    {
        if (implode('', $values) === '') {
            return '';
        }

        return '<tr class="' . $class . '"><th scope="row">' . self::esc($label) . '</th>'
            . implode('', array_map(static fn (string $value): string => '<td>' . self::esc($value) . '</td>', $values)) . '</tr>';
    }

    /** Add to cart as VirtueMart's own form sends it, or, where VirtueMart needs a choice first, the product's page. */
    private static function cartAction(array $product, string $cartUrl, string $token): string
    {
        if ($product['choose']) {
            return '<a class="btn btn-outline-primary btn-sm" href="' . self::esc($product['url']) . '">' . self::esc(Text::_('PLG_SYSTEM_VETRINA_CHOOSE_OPTIONS')) . '</a>';
        }

        return self::cartForm($product, $cartUrl, $token);
    }

    private static function cartForm(array $product, string $cartUrl, string $token): string
    {
        $fields = self::hiddenFields(['option' => 'com_virtuemart', 'view' => 'cart', 'task' => 'add', 'virtuemart_product_id[]' => $product['id'], 'quantity[]' => 1, 'pname' => $product['name'], $token => 1]);

        return '<form class="vetrina-list-cart" method="post" action="' . self::esc($cartUrl) . '">' . $fields
            . '<button type="submit" class="btn btn-primary btn-sm">' . self::esc(Text::_('PLG_SYSTEM_VETRINA_ADD_TO_CART')) . '</button></form>';
    }

    /** A form's hidden inputs, escaped. */
    private static function hiddenFields(array $hidden): string
    {
        $fields = '';
        foreach ($hidden as $name => $value) {
            $fields .= '<input type="hidden" name="' . self::esc((string) $name) . '" value="' . self::esc((string) $value) . '">';
        }

        return $fields;
    }
}
