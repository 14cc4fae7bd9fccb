<?php

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

    public function add(int $productId): void;

    public function remove(int $productId): void;
}
