<?php

/**
 * @package     Vetrina
 * @copyright   (C) 2026 Vetrina
 * @license     GNU General Public License version 2 or later; see LICENSE.txt
 */

/**
 * A shopper's list of product ids (compare or wishlist), whatever keeps it.
 */

namespace Vetrina\Plugin\System\Vetrina\HeaderLists;

\defined('_JEXEC') or die;

interface ProductList
{
    /** @return int[] in the order they were added */
    public function ids(): array;

    /** Whether no product can be added any more. */
    public function isFull(): bool;

    /** Whether the product was added: false when it was in the list already, or the list is full. */
    public function add(int $productId): bool;

    public function remove(int $productId): void;
}
