<?php

/**
 * @package     Vetrina
 * @copyright   (C) 2026 Vetrina
 * @license     GNU General Public License version 2 or later; see LICENSE.txt
 */

/**
 * The libraries VirtueMart asks Joomla for (`jquery.framework`, `formbehavior.chosen` with its inline
 * `.jchosen(` init, `bootstrap.tooltip` and `bootstrap.popover` with Popper) serve only its jQuery front end,
 * which Vetrina replaces. Their HTMLHelper services are put behind a LibraryGate in Joomla's service
 * registry: a call from VirtueMart's code does nothing, any other caller (another extension, a template) gets
 * the original service, so a page keeps jQuery wherever something else needs it.
 */

namespace Vetrina\Plugin\System\Vetrina;

\defined('_JEXEC') or die;

use Joomla\CMS\HTML\HTMLHelper;

final class VirtueMartLibraries
{
    /** HTMLHelper's services, and the methods of theirs that VirtueMart calls for its jQuery front end. */
    public const SERVICES = ['jquery' => ['framework'], 'formbehavior' => ['chosen'], 'bootstrap' => ['tooltip', 'popover']];

    /** VirtueMart's code: its component, its administrator helpers (`vmJsApi`) and its template-set layouts. */
    private const VIRTUEMART = '#/(administrator/)?components/com_virtuemart/#';

    /** Joomla's HTML helpers, which call one another (chosen asks for jQuery) on behalf of their own caller, and the gate itself. */
    private const HELPERS = '#/libraries/src/HTML/|/plugins/system/vetrina/src/#';

    public static function register(): void
    {
        $registry = HTMLHelper::getServiceRegistry();
        foreach (self::SERVICES as $file => $methods) {
            $registry->register($file, new LibraryGate($registry->getService($file), $methods), true);
        }
    }

    /**
     * Where nothing brought jQuery back, the inline scripts calling it can only throw: VirtueMart adds some
     * through the asset manager (bs5's sort selects and sort direction), out of reach of its own output's
     * stripping. They are printed as inert text instead, since some hold data found nowhere else in the
     * page (the sort direction's URL), which Vetrina reads.
     */
    public static function inertJQueryCallers($wa): void
    {
        $scripts = $wa->getAssets('script');
        if (isset($scripts['jquery'])) {
            return;
        }
        foreach ($scripts as $asset) {
            if ($asset->getOption('inline') && preg_match('#\bjQuery\b#', (string) $asset->getOption('content'))) {
                $asset->setAttribute('type', 'text/plain');
            }
        }
    }

    /** Whether the first caller outside Joomla's HTML helpers is VirtueMart's code. */
    public static function askedByVirtueMart(array $trace): bool
    {
        foreach ($trace as $frame) {
            $file = str_replace('\\', '/', (string) ($frame['file'] ?? ''));
            if ($file !== '' && !preg_match(self::HELPERS, $file)) {
                return (bool) preg_match(self::VIRTUEMART, $file);
            }
        }

        return false;
    }
}
