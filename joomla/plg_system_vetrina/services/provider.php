<?php

/**
 * Joomla's service provider for plg_system_vetrina: builds the plugin with its dispatcher, parameters,
 * application and database.
 */

\defined('_JEXEC') or die;

use Joomla\CMS\Extension\PluginInterface;
use Joomla\CMS\Factory;
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
                $plugin = new Vetrina(
                    $container->get(DispatcherInterface::class),
                    (array) PluginHelper::getPlugin('system', 'vetrina')
                );
                $plugin->setApplication(Factory::getApplication());
                $plugin->setDatabase($container->get(DatabaseInterface::class));

                return $plugin;
            }
        );
    }
};
