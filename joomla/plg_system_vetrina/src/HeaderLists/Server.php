<?php

/**
 * @package     Vetrina
 * @copyright   (C) 2026 Vetrina
 * @license     GNU General Public License version 2 or later; see LICENSE.txt
 */

/**
 * The server of the header lists on a shop without the theme framework: the theme calls the islands send
 * to `ajaxUri` (docs/behaviour.md#theme-calls), the module refresh of `vp_compare` and `vp_wishlist`, the
 * list pages and the header block. Every call that changes something checks the form token.
 */

namespace Vetrina\Plugin\System\Vetrina\HeaderLists;

\defined('_JEXEC') or die;

use Joomla\CMS\Application\CMSApplicationInterface;
use Joomla\CMS\Language\Text;
use Joomla\CMS\Router\Route;
use Joomla\CMS\Session\Session;
use Joomla\Database\DatabaseInterface;
use Vetrina\Plugin\System\Vetrina\BadRequest;
use Vetrina\Plugin\System\Vetrina\Catalogue;
use Vetrina\Plugin\System\Vetrina\Consent;
use Vetrina\Plugin\System\Vetrina\Request;

final class Server
{
    private const CALLS = [
        'addToCompare'       => ['compare', 'add'],
        'removeFromCompare'  => ['compare', 'remove'],
        'addToWishlist'      => ['wishlist', 'add'],
        'removeFromWishlist' => ['wishlist', 'remove'],
    ];

    private ?Catalogue $catalogue = null;

    public function __construct(private CMSApplicationInterface $app, private DatabaseInterface $db)
    {
    }

    /** The answer of a theme call (`vpfmethod`); a method that is none of the plugin's is a BadRequest. */
    public function call(Request $request): array
    {
        $method = $request->word('vpfmethod');
        if ($method === 'getToken') {
            return ['token' => Session::getFormToken()];
        }
        if ($method === 'setCookieConsent') {
            return $this->recordConsent();
        }
        if (!isset(self::CALLS[$method])) {
            throw new BadRequest('vpfmethod');
        }
        [$list, $action] = self::CALLS[$method];
        // The request read whole first: a malformed one is a BadRequest, with or without the token.
        $productId = $request->id('product_id');
        if (!Session::checkToken('get')) {
            return self::answer(Text::_('PLG_SYSTEM_VETRINA_TOKEN_INVALID'), 1, '');
        }

        return $this->listAction($list, $action, $productId);
    }

    /** The answer to a request the plugin could not read (docs/behaviour.md#answer-shapes), sent with HTTP 400. */
    public static function badRequest(): array
    {
        return self::answer(Text::_('PLG_SYSTEM_VETRINA_BAD_REQUEST'), 1, '');
    }

    /** The module refresh answer of `vp_compare` or `vp_wishlist` (docs/behaviour.md#module-refresh). */
    public function module(string $list): array
    {
        return ['html' => Markup::dropdown($list, $this->productsOf($list))];
    }

    /**
     * With `$cached` (a guest's page, which Joomla's page cache keeps for every guest after), the compare list
     * printed empty and fetched on load; a guest's wishlist is empty for every guest.
     */
    public function headerBlock(bool $cached = false): string
    {
        if ($cached) {
            return Markup::headerBlock(['compare' => [], 'wishlist' => []], ['compare']);
        }

        return Markup::headerBlock(array_combine(Markup::LISTS, array_map($this->productsOf(...), Markup::LISTS)));
    }

    /**
     * A list's page, titled and in the breadcrumb as a component's own page would be. Asked with a change
     * (`action`, `product_id`: a list button's link), it offers that change; sent that change with the token, it
     * makes it and shows the page again with the answer among Joomla's messages (a shopper without JavaScript).
     */
    public function page(string $list, Request $request): string
    {
        $action = $request->word('action');
        if (!\in_array($action, ['', 'add', 'remove'], true)) {
            throw new BadRequest('action');
        }
        $product = $action === '' ? null : $this->products()->one($request->id('product_id'));
        if ($product !== null && $this->app->getInput()->getMethod() === 'POST') {
            $this->makeChange($list, $action, $product['id']);
        }
        $title = Markup::title($list);
        $this->app->getPathway()->addItem($title, Markup::pageUrl($list));
        $site = (string) $this->app->get('sitename');
        $this->app->getDocument()->setTitle(match ((int) $this->app->get('sitename_pagetitles', 0)) {
            1       => Text::sprintf('JPAGETITLE', $site, $title),
            2       => Text::sprintf('JPAGETITLE', $title, $site),
            default => $title,
        });
        $ids = $this->list($list);
        $cart = Route::_('index.php?option=com_virtuemart&view=cart', false);

        $token = Session::getFormToken();
        $offer = $product === null ? '' : Markup::offer($list, $action, $product, $token);

        return Markup::page($list, $ids === null ? [] : $this->products()->sheet($ids->ids()), $cart, $token, $offer);
    }

    /** The change a list page's form sent: made, and its answer shown where the answer leads (the list, or the login). */
    private function makeChange(string $list, string $action, int $productId): never
    {
        $answer = Session::checkToken() ? $this->listAction($list, $action, $productId) : self::answer(Text::_('PLG_SYSTEM_VETRINA_TOKEN_INVALID'), 1, '');
        $this->app->enqueueMessage($answer['msg'], $answer['error'] === 0 ? 'message' : 'error');
        $this->app->redirect($answer['error'] === 2 ? $answer['url'] : Markup::pageUrl($list), 303);
    }

    private function listAction(string $list, string $action, int $productId): array
    {
        $page = Markup::pageUrl($list);
        $ids = $this->list($list);
        if ($ids === null) {
            $login = 'index.php?option=com_users&view=login&return=' . base64_encode($page);

            return self::answer(Text::_('PLG_SYSTEM_VETRINA_WISHLIST_LOGIN'), 2, Route::_($login, false));
        }
        $product = $this->products()->one($productId);
        if ($product === null) {
            return self::answer(Text::_('PLG_SYSTEM_VETRINA_PRODUCT_NOT_FOUND'), 1, '');
        }
        $name = '<strong>' . Markup::esc($product['name']) . '</strong>';
        $upper = strtoupper($list);
        $known = \in_array($productId, $ids->ids(), true);
        if ($action === 'remove') {
            if (!$known) {
                return self::answer(Text::sprintf('PLG_SYSTEM_VETRINA_LIST_NOT_IN', $name), 1, $page, $this->dropdown($list));
            }
            $ids->remove($productId);

            return self::answer(Text::sprintf('PLG_SYSTEM_VETRINA_LIST_REMOVED', $name), 0, $page, $this->dropdown($list));
        }
        if (!$known && $ids->isFull()) {
            return self::answer(Text::sprintf('PLG_SYSTEM_VETRINA_COMPARE_FULL', CompareList::MAX), 1, $page);
        }
        if ($known || !$ids->add($productId)) {
            // Added by a call beside this one, or the list filled meanwhile: the list now says which.
            return \in_array($productId, $ids->ids(), true)
                ? self::answer(Text::sprintf('PLG_SYSTEM_VETRINA_' . $upper . '_ALREADY', $name), 0, $page, $this->dropdown($list))
                : self::answer(Text::sprintf('PLG_SYSTEM_VETRINA_COMPARE_FULL', CompareList::MAX), 1, $page);
        }

        return self::answer(Text::sprintf('PLG_SYSTEM_VETRINA_' . $upper . '_ADDED', $name), 0, $page, $this->dropdown($list));
    }

    /** Accepted or refused (`consent=refused`), kept a year in a cookie of the site's path (Consent::record). */
    private function recordConsent(): array
    {
        return (new Consent($this->app))->record() ? self::answer('', 0, '') : self::answer(Text::_('PLG_SYSTEM_VETRINA_TOKEN_INVALID'), 1, '');
    }

    /** The shopper's list; null for a guest's wishlist. */
    private function list(string $list): ?ProductList
    {
        if ($list === 'compare') {
            return new CompareList($this->db, $this->app->getSession());
        }
        $user = (int) ($this->app->getIdentity()?->id ?? 0);

        return $user > 0 ? new Wishlist($this->db, $user) : null;
    }

    private function productsOf(string $list): array
    {
        $ids = $this->list($list);

        return $ids === null ? [] : $this->products()->find($ids->ids());
    }

    private function dropdown(string $list): string
    {
        return Markup::dropdown($list, $this->productsOf($list));
    }

    private function products(): Products
    {
        return new Products($this->catalogue ??= new Catalogue());
    }

    private static function answer(string $msg, int $error, string $url, string $html = ''): array
    {
        return ['msg' => $msg, 'error' => $error, 'url' => $url, 'html' => $html];
    }
}
