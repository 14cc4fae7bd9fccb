<?php

/**
 * Answers live search (`view=ajaxsearch` on VirtueMart's search URL, docs/behaviour.md#live-search-call)
 * before VirtueMart routes the request, which stock VirtueMart has no view for: `{suggestions: [{value, data,
 * image, price}], count}` from the shop's products in the shop's language, with VirtueMart's prices and
 * thumbnails. The same URL without `view=ajaxsearch` stays VirtueMart's search results page.
 */

namespace Vetrina\Plugin\System\Vetrina;

\defined('_JEXEC') or die;

use Joomla\CMS\Application\CMSApplication;
use Joomla\CMS\Router\Route;
use Joomla\CMS\Uri\Uri;
use Joomla\Database\DatabaseInterface;
use Joomla\Database\QueryInterface;
use Joomla\Input\Input;

final class LiveSearch
{
    /** Whatever `limit` asks, one answer lists at most this many products. */
    private const MAX_LIMIT = 50;

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
        return $app->isClient('site') && $app->getInput()->getCmd('option') === $shop && Uri::getInstance()->getVar('view') === 'ajaxsearch'
            && is_file(JPATH_ADMINISTRATOR . '/components/com_virtuemart/helpers/config.php');
    }

    /** Sends the answer and ends the request. */
    public function respond(): void
    {
        $admitted = SearchRate::take(
            $this->app->get('tmp_path') . '/vetrina-live-search.json',
            hash('sha256', $this->app->getSession()->getId()),
            microtime(true)
        );
        if (!$admitted) {
            $this->app->setHeader('Status', '429', true);
            $this->app->setHeader('Retry-After', '1', true);
        }
        $answer = $admitted ? $this->answer() : self::NOTHING;
        $this->app->setHeader('Content-Type', 'application/json; charset=utf-8', true);
        // Suggestions follow the stock and the prices: never from a cache.
        $this->app->setHeader('Cache-Control', 'no-store', true);
        $this->app->setHeader('X-Content-Type-Options', 'nosniff', true);
        $this->app->sendHeaders();
        // Names hold what the shop typed: `<`, `>`, `&` and quotes go out as \u escapes, never as markup.
        echo json_encode($answer, JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_INVALID_UTF8_SUBSTITUTE);
        $this->app->close();
    }

    private function answer(): array
    {
        // The query string as sent: VirtueMart's router sets the routed page's category and pagination on the input.
        $input = new Input(Uri::getInstance()->getQuery(true));
        $words = SearchTerm::words($input->getString('keyword', ''));
        if ($words === []) {
            return self::NOTHING;
        }
        if (!class_exists('VmConfig')) {
            require_once JPATH_ADMINISTRATOR . '/components/com_virtuemart/helpers/config.php';
        }
        \VmConfig::loadConfig();
        $found = $this->found($words, $input->getInt('virtuemart_category_id', 0));
        $count = (int) $this->db->setQuery((clone $found)->select('COUNT(*)'))->loadResult();
        $limit = min(self::MAX_LIMIT, max(1, $input->getInt('limit', 10)));
        $start = max(0, $input->getInt('limitstart', 0));
        $ids = $this->db->setQuery($this->ranked($found, $words), $start, $limit)->loadColumn();

        return ['suggestions' => $this->suggestions(array_map('intval', $ids)), 'count' => $count];
    }

    /** Published products whose name, code or short description holds every word, in the shop's language. */
    private function found(array $words, int $category): QueryInterface
    {
        $db = $this->db;
        $query = $db->getQuery(true)
            ->from($db->quoteName('#__virtuemart_products', 'p'))
            ->join('INNER', $db->quoteName('#__virtuemart_products_' . \VmConfig::$vmlang, 'l'), 'l.virtuemart_product_id = p.virtuemart_product_id')
            ->where('p.published = 1');
        foreach ($words as $word) {
            // VirtueMart stores names with their special characters as HTML entities.
            $like = $db->quote(SearchTerm::like(htmlspecialchars($word, ENT_QUOTES | ENT_SUBSTITUTE, 'UTF-8', false)));
            $query->where("(l.product_name LIKE $like OR p.product_sku LIKE $like OR l.product_s_desc LIKE $like)");
        }
        if ($category > 0) {
            $query->where('p.virtuemart_product_id IN (SELECT pc.virtuemart_product_id FROM ' . $db->quoteName('#__virtuemart_product_categories', 'pc')
                . ' WHERE pc.virtuemart_category_id = ' . $category . ')');
        }

        return $query;
    }

    /** Names starting with the term first, then names with a word starting with it, then the rest; by name within each. */
    private function ranked(QueryInterface $found, array $words): QueryInterface
    {
        $db = $this->db;
        $term = htmlspecialchars(implode(' ', $words), ENT_QUOTES | ENT_SUBSTITUTE, 'UTF-8', false);

        return (clone $found)->select('p.virtuemart_product_id')->order(
            'CASE WHEN l.product_name LIKE ' . $db->quote(SearchTerm::like($term, '')) . ' THEN 0'
            . ' WHEN l.product_name LIKE ' . $db->quote(SearchTerm::like($term, '% ')) . ' THEN 1 ELSE 2 END, l.product_name'
        );
    }

    /** VirtueMart's own view of each product, in the order found: its sales price as the shop shows it, its first thumbnail. */
    private function suggestions(array $ids): array
    {
        if ($ids === []) {
            return [];
        }
        $model = \VmModel::getModel('product');
        $products = $model->getProducts($ids, true, true, true);
        $model->addImages($products, 1);
        $byId = [];
        foreach ($products as $product) {
            $byId[(int) $product->virtuemart_product_id] = $product;
        }
        $currency = \CurrencyDisplay::getInstance();
        $suggestions = [];
        foreach ($ids as $id) {
            $product = $byId[$id] ?? null;
            if (!$product) {
                continue;
            }
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
