<?php

/**
 * @package     Vetrina
 * @copyright   (C) 2026 Vetrina
 * @license     GNU General Public License version 2 or later; see LICENSE.txt
 */

/**
 * A logged-in shopper's wishlist, in the plugin's own table (sql/install.mysql.utf8.sql): it outlives the
 * session, and one shopper never reads or writes another's rows.
 */

namespace Vetrina\Plugin\System\Vetrina\HeaderLists;

\defined('_JEXEC') or die;

use Joomla\Database\DatabaseInterface;
use Joomla\Database\Exception\ExecutionFailureException;
use Joomla\Database\ParameterType;

final class Wishlist implements ProductList
{
    private const TABLE = '#__vetrina_wishlist';

    public function __construct(private DatabaseInterface $db, private int $userId)
    {
    }

    public function ids(): array
    {
        $query = $this->db->createQuery()
            ->select($this->db->quoteName('product_id'))
            ->from($this->db->quoteName(self::TABLE))
            ->where($this->db->quoteName('user_id') . ' = :user')
            ->bind(':user', $this->userId, ParameterType::INTEGER)
            ->order($this->db->quoteName('created') . ', ' . $this->db->quoteName('product_id'));

        return array_map('intval', $this->db->setQuery($query)->loadColumn());
    }

    public function isFull(): bool
    {
        return false;
    }

    public function add(int $productId): bool
    {
        $created = gmdate('Y-m-d H:i:s');
        $query = $this->db->createQuery()
            ->insert($this->db->quoteName(self::TABLE))
            ->columns($this->db->quoteName(['user_id', 'product_id', 'created']))
            ->values(':user, :product, :created')
            ->bind(':user', $this->userId, ParameterType::INTEGER)
            ->bind(':product', $productId, ParameterType::INTEGER)
            ->bind(':created', $created);
        try {
            $this->db->setQuery($query)->execute();
        } catch (ExecutionFailureException $failure) {
            // The table's key decides: a parallel add of the same product got there first.
            if (\in_array($productId, $this->ids(), true)) {
                return false;
            }
            throw $failure;
        }

        return true;
    }

    public function remove(int $productId): void
    {
        $query = $this->db->createQuery()
            ->delete($this->db->quoteName(self::TABLE))
            ->where($this->db->quoteName('user_id') . ' = :user')
            ->where($this->db->quoteName('product_id') . ' = :product')
            ->bind(':user', $this->userId, ParameterType::INTEGER)
            ->bind(':product', $productId, ParameterType::INTEGER);
        $this->db->setQuery($query)->execute();
    }

    /** Joomla deleted the user: their wishlist goes with them. */
    public static function forget(DatabaseInterface $db, int $userId): void
    {
        $query = $db->createQuery()
            ->delete($db->quoteName(self::TABLE))
            ->where($db->quoteName('user_id') . ' = :user')
            ->bind(':user', $userId, ParameterType::INTEGER);
        $db->setQuery($query)->execute();
    }
}
