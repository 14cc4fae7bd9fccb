<?php

/**
 * The compare list: product ids kept in the shopper's Joomla session, so guests compare too.
 */

namespace Vetrina\Plugin\System\Vetrina\HeaderLists;

\defined('_JEXEC') or die;

use Joomla\Session\SessionInterface;

final class CompareList implements ProductList
{
    /** More columns than this no longer fit side by side on the compare page. */
    public const MAX = 4;

    private const KEY = 'vetrina.compare';

    public function __construct(private SessionInterface $session)
    {
    }

    public function ids(): array
    {
        return array_values(array_map('intval', (array) $this->session->get(self::KEY, [])));
    }

    public function isFull(): bool
    {
        return \count($this->ids()) >= self::MAX;
    }

    public function add(int $productId): void
    {
        $this->session->set(self::KEY, array_values(array_unique([...$this->ids(), $productId])));
    }

    public function remove(int $productId): void
    {
        $this->session->set(self::KEY, array_values(array_diff($this->ids(), [$productId])));
    }
}
