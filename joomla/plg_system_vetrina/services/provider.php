<?php

/**
 * @package     Vetrina
 * @copyright   (C) 2026 Vetrina
 * @license     GNU General Public License version 2 or later; see LICENSE.txt
 */

/**
 * Joomla's service provider for plg_system_vetrina: builds the plugin with its dispatcher, parameters,
 * application and database, all injected.
 */

\defined('_JEXEC') or die;

use Joomla\CMS\Extension\PluginInterface;
use Joomla\CMS\Factory;
use Joomla\CMS\Plugin\CMSPlugin;
use Joomla\CMS\Plugin\PluginHelper;
use Joomla\Database\DatabaseInterface;
use Joomla\DI\Container;
use Joomla\DI\ServiceProviderInterface;
use Joomla\Event\DispatcherInterface;
use Vetrina\Plugin\System\Vetrina\Extension\Vetrina;

return new class () implements ServiceProviderInterface {
    public function register(Container $container): void
    {
        $container->set(
            PluginInterface::class,
            static function (Container $container) {
                $config = (array) PluginHelper::getPlugin('system', 'vetrina');
                $dispatcher = $container->get(DispatcherInterface::class);
                // Joomla 5 plugins take their dispatcher in the constructor; a Joomla that no longer asks for it
                // (its constructor's first parameter is the config) gets it through setDispatcher().
                $first = (new \ReflectionMethod(CMSPlugin::class, '__construct'))->getParameters()[0] ?? null;
                if ($first?->getName() === 'dispatcher') {
                    $plugin = new Vetrina($dispatcher, $config);
                } else {
                    $plugin = new Vetrina($config);
                    $plugin->setDispatcher($dispatcher);
                }
                $plugin->setApplication(Factory::getApplication());
                $plugin->setDatabase($container->get(DatabaseInterface::class));
                $plugin->loadLanguage();

                return $plugin;
            }
        );
    }
};
