<?php

/**
 * System - Vetrina: loads the Vetrina bundle on site HTML pages through the Web Asset Manager (so its
 * tags carry the CSP nonce of the HTTP Headers plugin) and passes its config as the `vetrina` script options.
 */

namespace Vetrina\Plugin\System\Vetrina\Extension;

\defined('_JEXEC') or die;

use Joomla\CMS\Language\LanguageHelper;
use Joomla\CMS\Plugin\CMSPlugin;
use Joomla\CMS\Router\Route;
use Joomla\CMS\Uri\Uri;
use Joomla\Event\SubscriberInterface;
use Vetrina\Plugin\System\Vetrina\ScriptOptions;
use Vetrina\Plugin\System\Vetrina\VirtueMartLibraries;
use Vetrina\Plugin\System\Vetrina\VirtueMartScripts;

final class Vetrina extends CMSPlugin implements SubscriberInterface
{
    protected $autoloadLanguage = true;

    public static function getSubscribedEvents(): array
    {
        // onAfterInitialise: before any extension asks HTMLHelper for a library. onAfterDispatch: the component's
        // output is rendered but not yet placed in the template. onBeforeCompileHead: before the script options
        // are serialised and the asset manager is locked.
        return [
            'onAfterInitialise'   => 'skipVirtueMartLibraries',
            'onAfterDispatch'     => 'stripVirtueMartOutput',
            'onBeforeCompileHead' => 'addBundle',
            'onAfterRender'       => 'stripVirtueMartScripts',
        ];
    }

    public function skipVirtueMartLibraries(): void
    {
        if ($this->getApplication()->isClient('site') && $this->params->get('disableVmScripts', 1) && $this->params->get('dropVmLibraries', 1)) {
            VirtueMartLibraries::register();
        }
    }

    /** VirtueMart's views print jQuery code in plain `<script>` tags (no id): none of it may outlive its files. */
    public function stripVirtueMartOutput(): void
    {
        $app = $this->getApplication();
        if ($this->isSiteHtml() && $this->params->get('disableVmScripts', 1) && $app->getInput()->getCmd('option') === 'com_virtuemart') {
            $doc = $app->getDocument();
            $doc->setBuffer(VirtueMartScripts::strip((string) $doc->getBuffer('component'), true), ['type' => 'component']);
        }
    }

    public function addBundle(): void
    {
        if (!$this->isSiteHtml()) {
            return;
        }
        $doc = $this->getApplication()->getDocument();
        $wa = $doc->getWebAssetManager();
        $wa->getRegistry()->addExtensionRegistryFile('plg_system_vetrina');
        $wa->useScript('plg_system_vetrina.vetrina')->useStyle('plg_system_vetrina.vetrina');
        $doc->addScriptOptions('vetrina', ScriptOptions::build($this->params->toArray(), $this->site()), false);
        if ($this->params->get('disableVmScripts', 1)) {
            $doc->_scripts = VirtueMartScripts::withoutFiles($doc->_scripts);
            $doc->_styleSheets = VirtueMartScripts::withoutStyles($doc->_styleSheets);
            if ($this->params->get('dropVmLibraries', 1)) {
                VirtueMartLibraries::inertJQueryCallers($wa);
            }
        }
    }

    /** VirtueMart prints most of its scripts in the body, after the head is compiled. */
    public function stripVirtueMartScripts(): void
    {
        if ($this->isSiteHtml() && $this->params->get('disableVmScripts', 1)) {
            $app = $this->getApplication();
            $app->setBody(VirtueMartScripts::strip($app->getBody()));
        }
    }

    private function isSiteHtml(): bool
    {
        $app = $this->getApplication();

        // tmpl=component pages are HTML too: quick-view frames get the bundle.
        return $app->isClient('site') && $app->getDocument()->getType() === 'html';
    }

    /** What Joomla knows about this request, for ScriptOptions::build(). */
    private function site(): array
    {
        $app = $this->getApplication();
        $tag = $app->getLanguage()->getTag();
        $languages = LanguageHelper::getLanguages('lang_code');
        $active = $app->getMenu()->getActive();
        $itemid = $app->getInput()->getInt('Itemid', 0) ?: ($active ? (int) $active->id : 0);
        $shop = trim((string) $this->params->get('shopComponent', '')) ?: 'com_virtuemart';
        $cart = 'index.php?option=' . $shop . '&view=cart';

        return [
            'root'           => Uri::root(true),
            'itemid'         => $itemid,
            'languageTag'    => $tag,
            'sef'            => isset($languages[$tag]) ? (string) $languages[$tag]->sef : '',
            'addToCartPopup' => class_exists('VmConfig') ? (int) \VmConfig::get('addtocart_popup', 1) : null,
            'routed'         => ['cart' => Route::_($cart, false)],
        ];
    }
}
