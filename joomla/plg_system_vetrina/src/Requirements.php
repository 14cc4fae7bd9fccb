<?php

/**
 * @package     Vetrina
 * @copyright   (C) 2026 Vetrina
 * @license     GNU General Public License version 2 or later; see LICENSE.txt
 */

/**
 * What the plugin needs of a site: a PHP, a Joomla and a VirtueMart within the range its manifest states
 * (`<supports>`, written from package.json). Plain PHP, so the rules can be tested on their own; the
 * installer script refuses an install that lacks any of it, the administrator warns of it after.
 */

namespace Vetrina\Plugin\System\Vetrina;

\defined('_JEXEC') or die;

use Joomla\Database\DatabaseInterface;

final class Requirements
{
    /**
     * The range a manifest states: `<supports php="8.1.0" joomla="5.1.0" joomlaBelow="6.0.0" virtuemart="4.4.0"
     * virtuemartBelow="5.0.0"/>`.
     *
     * @return array<string, string>
     */
    public static function of(\SimpleXMLElement $manifest): array
    {
        $supports = $manifest->supports;

        return array_map('strval', iterator_to_array($supports->attributes() ?? []));
    }

    /**
     * What this site lacks of `$range`, each as a language key and its arguments.
     *
     * @param array{php: string, joomla: string, virtuemart: ?string, virtuemartEnabled: bool} $site
     *        `virtuemart`: VirtueMart's version, null when it is not installed
     * @param array<string, string> $range see of()
     * @return list<list<string>>
     */
    public static function missing(array $site, array $range): array
    {
        $missing = [];
        if (version_compare($site['php'], $range['php'], '<')) {
            $missing[] = ['PLG_SYSTEM_VETRINA_NEEDS_PHP', $range['php'], $site['php']];
        }
        if (!self::within($site['joomla'], $range['joomla'], $range['joomlaBelow'])) {
            $missing[] = ['PLG_SYSTEM_VETRINA_NEEDS_JOOMLA', $range['joomla'], $range['joomlaBelow'], $site['joomla']];
        }
        if ($site['virtuemart'] === null) {
            $missing[] = ['PLG_SYSTEM_VETRINA_NEEDS_VIRTUEMART', $range['virtuemart'], $range['virtuemartBelow']];
        } elseif (!self::within($site['virtuemart'], $range['virtuemart'], $range['virtuemartBelow'])) {
            $missing[] = ['PLG_SYSTEM_VETRINA_NEEDS_VIRTUEMART_VERSION', $range['virtuemart'], $range['virtuemartBelow'], $site['virtuemart']];
        } elseif (!$site['virtuemartEnabled']) {
            $missing[] = ['PLG_SYSTEM_VETRINA_NEEDS_VIRTUEMART_ENABLED'];
        }

        return $missing;
    }

    /**
     * This site's PHP, Joomla and VirtueMart (its version and whether it is enabled), as missing() takes them.
     *
     * @return array{php: string, joomla: string, virtuemart: ?string, virtuemartEnabled: bool}
     */
    public static function site(DatabaseInterface $db): array
    {
        $component = 'component';
        $element = 'com_virtuemart';
        $query = $db->createQuery()
            ->select($db->quoteName(['enabled', 'manifest_cache']))
            ->from($db->quoteName('#__extensions'))
            ->where($db->quoteName('type') . ' = :type')
            ->where($db->quoteName('element') . ' = :element')
            ->bind(':type', $component)
            ->bind(':element', $element);
        $row = $db->setQuery($query)->loadAssoc();
        $manifest = \is_array($row) ? json_decode((string) $row['manifest_cache'], true) : null;

        return [
            'php'               => PHP_VERSION,
            'joomla'            => JVERSION,
            'virtuemart'        => \is_array($row) ? (string) ($manifest['version'] ?? '0') : null,
            'virtuemartEnabled' => \is_array($row) && (int) $row['enabled'] === 1,
        ];
    }

    private static function within(string $version, string $lowest, string $below): bool
    {
        return version_compare($version, $lowest, '>=') && version_compare($version, $below, '<');
    }
}
