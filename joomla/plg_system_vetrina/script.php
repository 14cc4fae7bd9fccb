<?php

/**
 * @package     Vetrina
 * @copyright   (C) 2026 Vetrina
 * @license     GNU General Public License version 2 or later; see LICENSE.txt
 */

/**
 * The installer script of plg_system_vetrina: refuses to install or update on a site without the PHP, Joomla
 * and VirtueMart its manifest states (`<supports>`), saying in the site owner's language what is missing; after
 * an update it removes what the previous release left that this one no longer uses.
 */

\defined('_JEXEC') or die;

use Joomla\CMS\Factory;
use Joomla\CMS\Installer\InstallerAdapter;
use Joomla\CMS\Installer\InstallerScriptInterface;
use Joomla\CMS\Language\Text;
use Joomla\CMS\Log\Log;
use Joomla\Database\DatabaseInterface;
use Joomla\DI\Container;
use Joomla\DI\ServiceProviderInterface;
use Vetrina\Plugin\System\Vetrina\Requirements;

// Before the install the plugin's classes are not autoloaded yet: the rules come from the package itself.
if (!class_exists(Requirements::class, false)) {
    require_once __DIR__ . '/src/Requirements.php';
}

return new class () implements ServiceProviderInterface {
    public function register(Container $container): void
    {
        $container->set(InstallerScriptInterface::class, new class ($container->get(DatabaseInterface::class)) implements InstallerScriptInterface {
            public function __construct(private DatabaseInterface $database)
            {
            }

            public function install(InstallerAdapter $adapter): bool
            {
                return true;
            }

            public function update(InstallerAdapter $adapter): bool
            {
                return true;
            }

            public function uninstall(InstallerAdapter $adapter): bool
            {
                return true;
            }

            public function preflight(string $type, InstallerAdapter $adapter): bool
            {
                if ($type === 'uninstall') {
                    return true;
                }
                $missing = Requirements::missing(Requirements::site($this->database), Requirements::of($adapter->getManifest()));
                if ($missing === []) {
                    return true;
                }
                Factory::getApplication()->getLanguage()->load('plg_system_vetrina.sys', __DIR__);
                foreach ($missing as $message) {
                    Log::add(Text::sprintf(...$message), Log::WARNING, 'jerror');
                }

                return false;
            }

            public function postflight(string $type, InstallerAdapter $adapter): bool
            {
                // 0.1.0 kept live search's counts in a file of the site's temporary folder: the database has them now.
                $log = Factory::getApplication()->get('tmp_path') . '/vetrina-live-search.json';
                if ($type === 'update' && is_file($log)) {
                    unlink($log);
                }

                return true;
            }
        });
    }
};
