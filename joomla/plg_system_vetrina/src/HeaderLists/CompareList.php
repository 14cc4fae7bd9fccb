<?php

/**
 * @package     Vetrina
 * @copyright   (C) 2026 Vetrina
 * @license     GNU General Public License version 2 or later; see LICENSE.txt
 */

/**
 * The compare list: product ids kept for the shopper's session, so guests compare too, in the plugin's own
 * table (`#__vetrina_compare`). Not in the session's data: Joomla writes a session's whole data back as each
 * of its requests ends, so a call still running when an add ended (the token, a module refresh, VirtueMart's
 * own calls) would write the list back without the product just added.
 */

namespace Vetrina\Plugin\System\Vetrina\HeaderLists;

\defined('_JEXEC') or die;

use Joomla\Database\DatabaseInterface;
use Joomla\Database\ParameterType;
use Joomla\Session\SessionInterface;

final class CompareList implements ProductList
{
    /** More columns than this no longer fit side by side on the compare page. */
    public const MAX = 4;

    private const TABLE = '#__vetrina_compare';

    /** The session's key to its list: it stays when Joomla gives the session a new id (a login). */
    private const KEY = 'vetrina.compareList';

    /** A list untouched this long belongs to a session long over. */
    private const KEEP_DAYS = 2;

    private string $list;

    public function __construct(private DatabaseInterface $db, private SessionInterface $session)
    {
        // Derived from the session's id until stored: parallel first calls of one session name the same list.
        $key = $session->get(self::KEY);
        $this->list = \is_string($key) && preg_match('/^[0-9a-f]{64}$/D', $key) ? $key : hash('sha256', (string) $session->getId());
    }

    public function ids(): array
    {
        $query = $this->db->createQuery()
            ->select($this->db->quoteName('product_id'))
            ->from($this->db->quoteName(self::TABLE))
            ->where($this->db->quoteName('list') . ' = :list')
            ->bind(':list', $this->list)
            ->order($this->db->quoteName('id'));

        return array_map('intval', $this->db->setQuery($query)->loadColumn());
    }

    public function isFull(): bool
    {
        return \count($this->ids()) >= self::MAX;
    }

    public function add(int $productId): bool
    {
        $this->session->set(self::KEY, $this->list);
        $this->forgetOld();
        $table = $this->db->quoteName(self::TABLE);
        $now = gmdate('Y-m-d H:i:s');
        $max = self::MAX;
        // One statement: the list's key decides a duplicate, its count a full list, whatever runs beside it.
        $query = $this->db->createQuery()->setQuery(
            "INSERT IGNORE INTO $table (list, product_id, added) SELECT :list, :product, :added FROM DUAL"
            . " WHERE (SELECT COUNT(*) FROM $table AS kept WHERE kept.list = :listCounted) < :max"
        )
            ->bind(':list', $this->list)
            ->bind(':product', $productId, ParameterType::INTEGER)
            ->bind(':added', $now)
            ->bind(':listCounted', $this->list)
            ->bind(':max', $max, ParameterType::INTEGER);
        $this->db->setQuery($query)->execute();

        return $this->db->getAffectedRows() > 0;
    }

    public function remove(int $productId): void
    {
        $query = $this->db->createQuery()
            ->delete($this->db->quoteName(self::TABLE))
            ->where($this->db->quoteName('list') . ' = :list')
            ->where($this->db->quoteName('product_id') . ' = :product')
            ->bind(':list', $this->list)
            ->bind(':product', $productId, ParameterType::INTEGER);
        $this->db->setQuery($query)->execute();
    }

    private function forgetOld(): void
    {
        $before = gmdate('Y-m-d H:i:s', time() - self::KEEP_DAYS * 86400);
        $query = $this->db->createQuery()
            ->delete($this->db->quoteName(self::TABLE))
            ->where($this->db->quoteName('added') . ' < :before')
            ->bind(':before', $before);
        $this->db->setQuery($query)->execute();
    }
}
