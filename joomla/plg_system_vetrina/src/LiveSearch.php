<?php

/**
 * @package     Vetrina
 * @copyright   (C) 2026 Vetrina
 * @license     GNU General Public License version 2 or later; see LICENSE.txt
 */

/**
 * Answers live search (`view=ajaxsearch` on VirtueMart's search URL, docs/behaviour.md#live-search-call)
 * before VirtueMart routes the request, which stock VirtueMart has no view for: `{suggestions: [{value, data,
 * image, price}], count}` from the shop's products in the shop's language, with VirtueMart's prices and
 * thumbnails. The same URL without `view=ajaxsearch` stays VirtueMart's search results page.
 */

namespace Vetrina\Plugin\System\Vetrina;

\defined('_JEXEC') or die;

use Joomla\CMS\Application\CMSApplication;
use Joomla\CMS\Language\Text;
use Joomla\CMS\Router\Route;
use Joomla\CMS\Uri\Uri;
use Joomla\Database\DatabaseInterface;
use Joomla\Utilities\IpHelper;

final class LiveSearch
{
    /** Whatever `limit` asks, one answer lists at most this many products. */
    private const MAX_LIMIT = 50;

    /** The found products ranked by name; past them, in the order VirtueMart's search gives. */
    private const MAX_RANKED = 1000;

    private const NOTHING = ['suggestions' => [], 'count' => 0];

    public function __construct(private CMSApplication $app, private DatabaseInterface $db)
    {
    }

    /**
     * The request's own query string says `view=ajaxsearch`: VirtueMart's router replaces the input's view with
     * the one of the page the form's action routes to (a category's, `/index.php/headpiece`).
     */
    public static function asked(CMSApplication $app, string $shop): bool
    {
        return $app->isClient('site') && Request::of($app->getInput())->value('option') === $shop
            && Uri::getInstance()->getVar('view') === 'ajaxsearch' && Catalogue::available();
    }

    /** Sends the answer and ends the request. */
    public function respond(): void
    {
        // The query string as sent: VirtueMart's router sets the routed page's category and pagination on the input.
        $query = Request::fromArray(Uri::getInstance()->getQuery(true));
        try {
            $asked = [
                'words'    => SearchTerm::words($query->text('keyword')),
                'category' => $query->whole('virtuemart_category_id'),
                'limit'    => min(self::MAX_LIMIT, max(1, $query->whole('limit', 10))),
                'start'    => $query->whole('limitstart'),
            ];
        } catch (BadRequest $bad) {
            $this->send(400, ['msg' => Text::_('PLG_SYSTEM_VETRINA_BAD_REQUEST'), 'error' => 1]);
        }
        $retry = $this->refusedFor();
        if ($retry !== null) {
            $this->app->setHeader('Retry-After', (string) $retry, true);
            $this->send(429, self::NOTHING);
        }
        $this->send(200, $this->answer(...$asked));
    }

    /**
     * Null when this search is within its client's budget, else the seconds to wait: the session's budget, or
     * for a request that brought no session the shop knew (no cookie, a forged or an expired one) its address's.
     */
    private function refusedFor(): ?int
    {
        $rate = new SearchRate($this->db);
        $now = microtime(true);
        $rate->forgetIdle($now);
        $session = $this->app->getSession();
        if (!$rate->take('session:' . hash('sha256', $session->getId()), SearchRate::SESSION, $now)) {
            return SearchRate::SESSION['seconds'];
        }
        // IpHelper answers a forwarded address only where Joomla is set to run behind a load balancer.
        if ($session->isNew() && !$rate->take('address:' . hash('sha256', (string) IpHelper::getIp()), SearchRate::ADDRESS, $now)) {
            return SearchRate::ADDRESS['seconds'];
        }

        return null;
    }

    private function send(int $status, array $answer): never
    {
        if ($status !== 200) {
            $this->app->setHeader('Status', (string) $status, true);
        }
        $this->app->setHeader('Content-Type', 'application/json; charset=utf-8', true);
        // Suggestions follow the stock and the prices: never from a cache.
        $this->app->setHeader('Cache-Control', 'no-store', true);
        $this->app->setHeader('X-Content-Type-Options', 'nosniff', true);
        $this->app->sendHeaders();
        // Names hold what the shop typed: `<`, `>`, `&` and quotes go out as \u escapes, never as markup.
        echo json_encode($answer, JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_INVALID_UTF8_SUBSTITUTE);
        $this->app->close();
    }

    /** @param string[] $words */
    private function answer(array $words, int $category, int $limit, int $start): array
    {
        if ($words === []) {
            return self::NOTHING;
        }
        $catalogue = new Catalogue();
        $found = $catalogue->search(implode(' ', $words), $category);
        if ($found === []) {
            return self::NOTHING;
        }
        $ranked = $this->ranked(\array_slice($found, 0, self::MAX_RANKED), implode(' ', $words));
        $ids = \array_slice([...$ranked, ...\array_slice($found, self::MAX_RANKED)], $start, $limit);

        return ['suggestions' => $this->suggestions($catalogue->visible($ids, true)), 'count' => \count($found)];
    }

    /**
     * Names starting with the term first, then names with a word starting with it, then the rest; by name
     * within each, in the shop's language.
     *
     * @param int[] $ids
     * @return int[]
     */
    private function ranked(array $ids, string $term): array
    {
        $db = $this->db;
        // VirtueMart stores names with their special characters as HTML entities.
        $term = htmlspecialchars($term, ENT_QUOTES | ENT_SUBSTITUTE, 'UTF-8', false);
        $starts = SearchTerm::like($term, '');
        $wordStarts = SearchTerm::like($term, '% ');
        $name = $db->quoteName('l.product_name');
        $query = $db->createQuery()
            ->select($db->quoteName('p.virtuemart_product_id'))
            ->from($db->quoteName('#__virtuemart_products', 'p'))
            ->join('LEFT', $db->quoteName('#__virtuemart_products_' . \VmConfig::$vmlang, 'l'), 'l.virtuemart_product_id = p.virtuemart_product_id')
            ->whereIn($db->quoteName('p.virtuemart_product_id'), $ids)
            ->order("CASE WHEN $name LIKE :starts THEN 0 WHEN $name LIKE :wordStarts THEN 1 ELSE 2 END, $name")
            ->bind(':starts', $starts)
            ->bind(':wordStarts', $wordStarts);

        return array_map('intval', $db->setQuery($query)->loadColumn());
    }

    /**
     * VirtueMart's own view of each product, in the order found: its sales price as the shop shows it, its first thumbnail.
     *
     * @param array<int, object> $products
     */
    private function suggestions(array $products): array
    {
        if ($products === []) {
            return [];
        }
        \VmModel::getModel('product')->addImages($products, 1);
        $currency = \CurrencyDisplay::getInstance();
        $suggestions = [];
        foreach ($products as $id => $product) {
            $suggestion = [
                'value' => self::text((string) $product->product_name),
                'data'  => Route::_('index.php?option=com_virtuemart&view=productdetails&virtuemart_product_id=' . $id
                    . '&virtuemart_category_id=' . (int) ($product->virtuemart_category_id ?? 0), false),
            ];
            $image = $product->images[0] ?? null;
            if ($image && !empty($image->virtuemart_media_id)) {
                $suggestion['image'] = self::siteUrl((string) $image->getFileUrlThumb());
            }
            if (!empty($product->prices['salesPrice'])) {
                $suggestion['price'] = self::text((string) $currency->priceDisplay($product->prices['salesPrice']));
            }
            $suggestions[] = $suggestion;
        }

        return $suggestions;
    }

    /** The island shows text, not markup: VirtueMart's entities and tags become the characters they stand for. */
    private static function text(string $html): string
    {
        return trim(html_entity_decode(strip_tags($html), ENT_QUOTES | ENT_HTML5, 'UTF-8'));
    }

    /** VirtueMart's media paths are relative to the site root; the answer is read from any page of it. */
    private static function siteUrl(string $path): string
    {
        return preg_match('#^(/|[a-z][a-z0-9+.-]*://)#i', $path) ? $path : Uri::root(true) . '/' . $path;
    }
}
