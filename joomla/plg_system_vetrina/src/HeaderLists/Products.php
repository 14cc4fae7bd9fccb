<?php

/**
 * What the lists show of a product, read from VirtueMart's tables in the page's language: only published
 * products, so an id sent by anyone names nothing else.
 */

namespace Vetrina\Plugin\System\Vetrina\HeaderLists;

\defined('_JEXEC') or die;

use Joomla\CMS\Router\Route;
use Joomla\Database\DatabaseInterface;

final class Products
{
    public function __construct(private DatabaseInterface $db, private string $languageTag)
    {
    }

    /**
     * @param int[] $ids
     * @return array<int, array{id: int, name: string, description: string, url: string}> keyed by id, in the order of $ids
     */
    public function find(array $ids): array
    {
        if ($ids === []) {
            return [];
        }
        // VirtueMart keeps each language's texts in a table of its own: `#__virtuemart_products_en_gb`.
        $texts = '#__virtuemart_products_' . preg_replace('/[^a-z_]/', '', strtolower(str_replace('-', '_', $this->languageTag)));
        $query = $this->db->getQuery(true)
            ->select($this->db->quoteName(['p.virtuemart_product_id', 't.product_name', 't.product_s_desc'], ['id', 'name', 'description']))
            ->from($this->db->quoteName('#__virtuemart_products', 'p'))
            ->join('INNER', $this->db->quoteName($texts, 't'), $this->db->quoteName('t.virtuemart_product_id') . ' = ' . $this->db->quoteName('p.virtuemart_product_id'))
            ->where($this->db->quoteName('p.published') . ' = 1')
            ->whereIn($this->db->quoteName('p.virtuemart_product_id'), $ids);
        $rows = [];
        foreach ($this->db->setQuery($query)->loadAssocList() as $row) {
            $id = (int) $row['id'];
            $rows[$id] = [
                'id'          => $id,
                // VirtueMart stores names as HTML (`Cap &#34;Baseball&#34;`): text here, escaped where printed.
                'name'        => html_entity_decode((string) $row['name'], ENT_QUOTES | ENT_HTML5, 'UTF-8'),
                'description' => (string) $row['description'],
                'url'         => Route::_('index.php?option=com_virtuemart&view=productdetails&virtuemart_product_id=' . $id, false),
            ];
        }

        return array_filter(array_replace(array_fill_keys($ids, null), $rows));
    }

    public function one(int $id): ?array
    {
        return $id > 0 ? ($this->find([$id])[$id] ?? null) : null;
    }
}
