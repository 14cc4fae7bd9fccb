<?php

/**
 * @package     Vetrina
 * @copyright   (C) 2026 Vetrina
 * @license     GNU General Public License version 2 or later; see LICENSE.txt
 */

/**
 * One of Joomla's HTMLHelper services (a helper class, `Joomla\CMS\HTML\Helpers\Jquery`), standing in for it in
 * the service registry: the methods of `$gated` answer nothing when VirtueMart's code calls them, everything
 * else goes to the original service as asked.
 */

namespace Vetrina\Plugin\System\Vetrina;

\defined('_JEXEC') or die;

final class LibraryGate
{
    /**
     * @param string|object $service the registry's original handler: a class name (static methods) or an object
     * @param string[]      $gated
     */
    public function __construct(private $service, private array $gated)
    {
    }

    public function __call(string $method, array $args)
    {
        if (\in_array($method, $this->gated, true) && VirtueMartLibraries::askedByVirtueMart(debug_backtrace(DEBUG_BACKTRACE_IGNORE_ARGS))) {
            return null;
        }

        return [$this->service, $method](...$args);
    }
}
