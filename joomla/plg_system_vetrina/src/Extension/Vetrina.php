<?php

/**
 * @package     Vetrina
 * @copyright   (C) 2026 Vetrina
 * @license     GNU General Public License version 2 or later; see LICENSE.txt
 */

/**
 * System - Vetrina: loads the Vetrina bundle on site HTML pages through the Web Asset Manager (so its
 * tags carry the CSP nonce of the HTTP Headers plugin) and passes its config as the `vetrina` script options.
 */

namespace Vetrina\Plugin\System\Vetrina\Extension;

\defined('_JEXEC') or die;

use Joomla\CMS\Component\ComponentHelper;
use Joomla\CMS\Event\Module\AfterCleanModuleListEvent;
use Joomla\CMS\Event\Module\AfterModuleListEvent;
use Joomla\CMS\Event\Module\AfterRenderModuleEvent;
use Joomla\CMS\Event\Module\AfterRenderModulesEvent;
use Joomla\CMS\Event\PageCache\GetKeyEvent;
use Joomla\CMS\Event\PageCache\IsExcludedEvent;
use Joomla\CMS\Event\Plugin\AjaxEvent;
use Joomla\CMS\Event\User\AfterDeleteEvent;
use Joomla\CMS\Language\LanguageHelper;
use Joomla\CMS\Language\Text;
use Joomla\CMS\Log\Log;
use Joomla\CMS\Plugin\CMSPlugin;
use Joomla\CMS\Plugin\PluginHelper;
use Joomla\CMS\Router\Route;
use Joomla\CMS\Uri\Uri;
use Joomla\Database\DatabaseAwareInterface;
use Joomla\Database\DatabaseAwareTrait;
use Joomla\Event\SubscriberInterface;
use Vetrina\Plugin\System\Vetrina\BadRequest;
use Vetrina\Plugin\System\Vetrina\Consent;
use Vetrina\Plugin\System\Vetrina\HeaderLists\CartForms;
use Vetrina\Plugin\System\Vetrina\HeaderLists\Markup;
use Vetrina\Plugin\System\Vetrina\HeaderLists\Server;
use Vetrina\Plugin\System\Vetrina\HeaderLists\Wishlist;
use Vetrina\Plugin\System\Vetrina\JoomlaCore;
use Vetrina\Plugin\System\Vetrina\LiveSearch;
use Vetrina\Plugin\System\Vetrina\MissingImages;
use Vetrina\Plugin\System\Vetrina\Request;
use Vetrina\Plugin\System\Vetrina\Requirements;
use Vetrina\Plugin\System\Vetrina\ScriptOptions;
use Vetrina\Plugin\System\Vetrina\SearchField;
use Vetrina\Plugin\System\Vetrina\VirtueMartLibraries;
use Vetrina\Plugin\System\Vetrina\VirtueMartScripts;

final class Vetrina extends CMSPlugin implements SubscriberInterface, DatabaseAwareInterface
{
    use DatabaseAwareTrait;

    /** Loaded once the application is set (services/provider.php): before it, Joomla takes the deprecated global language. */
    protected $autoloadLanguage = false;

    /** VirtueMart's views that show one shopper's cart, checkout, account or orders: never kept by the page cache. */
    private const OWN_VIEWS = ['cart', 'user', 'orders', 'invoice', 'vmplg'];

    /** A theme call's answer, sent as the body in place of com_ajax's JSON envelope, which the islands do not read. */
    private ?array $answer = null;

    public static function getSubscribedEvents(): array
    {
        // onAfterInitialise: before any extension asks HTMLHelper for a library. onAfterDispatch: the component's
        // output is rendered but not yet placed in the template. onBeforeCompileHead: before the script options
        // are serialised and the asset manager is locked.
        return [
            'onAfterInitialise'   => 'skipVirtueMartLibraries',
            'onAfterDispatch'     => 'stripVirtueMartOutput',
            'onBeforeCompileHead' => 'addBundle',
            'onAfterRender'       => 'afterRender',
            // Header lists: the plugin's com_ajax calls, its dropdowns in the position the site owner picked,
            // and a deleted user's wishlist.
            'onAjaxVetrina'        => 'answerAjax',
            'onAfterRenderModules' => 'addHeaderLists',
            'onUserAfterDelete'    => 'forgetWishlist',
            // Cookie consent: the banner and its link as modules of their positions, one cached page per answer.
            'onAfterModuleList' => 'addConsent',
            'onPageCacheGetKey' => 'consentCacheKey',
            // Joomla's page cache: a session's own answers are never kept for the next guest.
            'onPageCacheIsExcluded' => 'keepSessionAnswersUncached',
            // Live search: answered before VirtueMart routes the request; its field among the modules of a position.
            'onAfterRoute'           => 'afterRoute',
            'onAfterCleanModuleList' => 'addSearchField',
            'onAfterRenderModule'    => 'enhanceModule',
        ];
    }

    public function skipVirtueMartLibraries(): void
    {
        if ($this->getApplication()->isClient('site') && $this->params->get('disableVmScripts', 1) && $this->params->get('dropVmLibraries', 1)) {
            VirtueMartLibraries::register();
        }
    }

    /** VirtueMart's views print jQuery code in plain `<script>` tags (no id): none of it may outlive its files; plain JavaScript stays. */
    public function stripVirtueMartOutput(): void
    {
        $app = $this->getApplication();
        if ($this->isSiteHtml() && $this->params->get('disableVmScripts', 1) && $this->request()->value('option') === 'com_virtuemart') {
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
        $doc->addScriptOptions('vetrina', ScriptOptions::build($this->params->toArray(), $this->site() + ['themeFramework' => $this->themeFramework()]), false);
        if ($this->params->get('disableVmScripts', 1)) {
            $head = $doc->getHeadData();
            // VirtueMart's keep-alive (jQuery) goes with its files: Joomla's own keeps the session, and a guest's
            // cart in it, from expiring while the page is open.
            if (VirtueMartScripts::keepsSessionAlive($head['scripts'])) {
                $wa->useScript('keepalive');
            }
            $doc->setHeadData([
                'scripts'     => VirtueMartScripts::withoutFiles($head['scripts'], VirtueMartScripts::registered()),
                'styleSheets' => VirtueMartScripts::withoutStyles($head['styleSheets']),
            ]);
            if ($this->params->get('dropVmLibraries', 1)) {
                VirtueMartLibraries::inertJQueryCallers($wa);
            }
        }
    }

    /**
     * The plugin's JSON answers replace com_ajax's envelope; on HTML pages VirtueMart's scripts go (it prints
     * most of them in the body, after the head is compiled) and its add-to-cart forms get the list buttons.
     */
    public function afterRender(): void
    {
        $app = $this->getApplication();
        $module = $this->refreshedList();
        if ($module !== null) {
            $this->answer = $this->listServer()->module($module);
        }
        if ($this->answer !== null) {
            $app->setBody(json_encode($this->answer, JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES | JSON_INVALID_UTF8_SUBSTITUTE));

            return;
        }
        if (!$this->isSiteHtml()) {
            return;
        }
        $root = Uri::root(true);
        $passes = ['missing images' => static fn (string $html): ?string => MissingImages::replace($html, $root)];
        if ($this->params->get('disableVmScripts', 1)) {
            $registered = VirtueMartScripts::registered();
            $passes["VirtueMart's scripts"] = static fn (string $html): string => VirtueMartScripts::strip($html, false, $registered);
        }
        if ($this->servesConsent()) {
            $consent = new Consent($app);
            $fragments = explode("\n", (string) $this->params->get('consentScripts', ''));
            $passes['consent gating'] = static fn (string $html): string => $consent->gate($html, $fragments);
            $passes['consent banner'] = $consent->printBanner(...);
        }
        if ($this->servesLists()) {
            $passes['list buttons'] = CartForms::withListButtons(...);
        }
        // Last: it reads the scripts the passes above left running.
        $passes["Joomla's core deferred"] = JoomlaCore::deferred(...);
        $app->setBody(self::passedOver($app->getBody(), $passes));
    }

    /**
     * The page after each pass of `$passes` (name => the page, or null where it failed). A pass that fails
     * leaves the page as it was before it, never blank or cut, and says so in Joomla's log.
     *
     * @param array<string, callable(string): ?string> $passes
     */
    private static function passedOver(string $body, array $passes): string
    {
        foreach ($passes as $name => $pass) {
            $next = $pass($body);
            if (\is_string($next)) {
                $body = $next;
            } else {
                Log::add(\sprintf('Vetrina: the %s pass failed on %s (%s); the page went out without it.', $name, Uri::getInstance()->toString(['path', 'query']), preg_last_error_msg()), Log::WARNING, 'plg_system_vetrina');
            }
        }

        return $body;
    }

    /**
     * `index.php?option=com_ajax&plugin=vetrina&group=system`: with `format=json` a theme call (`vpfmethod`),
     * with `format=html` a list's page (`task=compare|wishlist`).
     */
    public function answerAjax(AjaxEvent $event): void
    {
        if (!$this->servesLists()) {
            return;
        }
        $app = $this->getApplication();
        $request = $this->request();
        try {
            $list = $request->word('task');
            if ($list === 'consent' && $this->servesConsent()) {
                (new Consent($app))->answerForm();
            }
            if ($request->word('format') === 'html' && \in_array($list, Markup::LISTS, true)) {
                $event->addResult($this->listServer()->page($list, $request));
                // The comparison's layout, on the one page that shows it, from the first paint.
                $wa = $app->getDocument()->getWebAssetManager();
                $wa->getRegistry()->addExtensionRegistryFile('plg_system_vetrina');
                $wa->useStyle('plg_system_vetrina.list-page');

                return;
            }
            $this->answer = $this->listServer()->call($request);
        } catch (BadRequest) {
            $app->setHeader('Status', '400', true);
            $this->answer = Server::badRequest();
        }
    }

    public function addHeaderLists(AfterRenderModulesEvent $event): void
    {
        $position = trim((string) $this->params->get('headerListsPosition', 'sidebar-right'));
        if ($this->isSiteHtml() && $this->servesLists() && ($event->getAttributes()['name'] ?? '') === $position) {
            $event->updateContent($this->listServer()->headerBlock($this->pageCached()) . $event->getContent());
        }
    }

    /**
     * What Joomla's page cache must never keep, as it would serve it to every guest after this one: the lists'
     * calls, their module refresh and their pages (one session's answers: a list, a token, "added"),
     * VirtueMart's cart, checkout, account and order views, and any page rendered for a guest whose cart holds
     * products (VirtueMart's cart module prints its lines and total). Asked as the page is rendered.
     */
    public function keepSessionAnswersUncached(IsExcludedEvent $event): void
    {
        $request = $this->request();
        $option = $request->value('option');
        $ours = $option === 'com_ajax' && ($request->value('plugin') === 'vetrina' || $this->refreshedList() !== null);
        $shoppersOwn = $option === 'com_virtuemart' && \in_array($request->value('view'), self::OWN_VIEWS, true);
        if ($ours || $shoppersOwn || $this->cartHoldsProducts()) {
            $event->addResult(true);
        }
    }

    /** Whether VirtueMart's cart in this session holds products (the JSON it keeps under `vm.vmcart`). */
    private function cartHoldsProducts(): bool
    {
        $cart = $this->getApplication()->getSession()->get('vm.vmcart');
        $data = \is_string($cart) ? json_decode($cart, true) : null;

        return !empty($data['cartProductsData']);
    }

    /**
     * Joomla's page cache keeps this page for every guest after this one (it stores guests' pages only): the
     * header block is then printed empty and the islands fetch the session's lists as it loads.
     */
    private function pageCached(): bool
    {
        return PluginHelper::isEnabled('system', 'cache') && ($this->getApplication()->getIdentity()?->guest ?? true);
    }

    public function addConsent(AfterModuleListEvent $event): void
    {
        if ($this->isSiteHtml() && $this->servesConsent()) {
            $position = trim((string) $this->params->get('consentLinkPosition', 'footer'));
            $event->updateModules([...$event->getModules(), ...(new Consent($this->getApplication()))->linkModules($position)]);
        }
    }

    public function consentCacheKey(GetKeyEvent $event): void
    {
        if ($this->servesConsent()) {
            $event->addResult((new Consent($this->getApplication()))->cacheKey());
        }
    }

    /** The banner goes with the plugin's own theme calls (its answer is one of them), unless switched off. */
    private function servesConsent(): bool
    {
        return $this->params->get('cookieBanner', 1) && $this->servesLists();
    }

    public function forgetWishlist(AfterDeleteEvent $event): void
    {
        if ($event->getDeletingResult()) {
            Wishlist::forget($this->getDatabase(), (int) ($event->getUser()['id'] ?? 0));
        }
    }

    private function listServer(): Server
    {
        return new Server($this->getApplication(), $this->getDatabase());
    }

    /** `vp_compare` / `vp_wishlist` asked of com_ajax (docs/behaviour.md#module-refresh): the list, else null. */
    private function refreshedList(): ?string
    {
        $app = $this->getApplication();
        $request = $this->request();
        $list = preg_replace('/^vp_/', '', $request->value('module'));
        $asked = $request->value('option') === 'com_ajax' && $request->value('method') === 'get' && \in_array($list, Markup::LISTS, true);

        return $asked && $app->isClient('site') && $this->servesLists() ? $list : null;
    }

    /** The request's parameters, each read with its type. */
    private function request(): Request
    {
        return Request::of($this->getApplication()->getInput());
    }

    private function servesLists(): bool
    {
        return $this->shopRuns() && ScriptOptions::servesHeaderLists($this->params->toArray(), $this->themeFramework());
    }

    /** VirtuePlanet's theme framework answers the lists itself when its plugin is on. */
    private function themeFramework(): bool
    {
        return PluginHelper::isEnabled('system', 'vpframework') || PluginHelper::isEnabled('ajax', 'vpframework');
    }

    /** Live search is answered here, before VirtueMart routes it; the administrator is told what the site lacks. */
    public function afterRoute(): void
    {
        $app = $this->getApplication();
        if ($this->shopRuns() && LiveSearch::asked($app, $this->shopComponent())) {
            (new LiveSearch($app, $this->getDatabase()))->respond();
        }
        if ($app->isClient('administrator') && \in_array($this->request()->value('option'), ['com_cpanel', 'com_plugins', 'com_installer'], true)) {
            $this->warnOfMissingRequirements();
        }
    }

    /**
     * The range the manifest states, checked again after the install: VirtueMart disabled or updated past it,
     * PHP or Joomla changed. The site's pages then go without Vetrina; the administrator says why.
     */
    private function warnOfMissingRequirements(): void
    {
        $manifest = simplexml_load_file(JPATH_PLUGINS . '/system/vetrina/vetrina.xml');
        if ($manifest === false) {
            return;
        }
        $missing = Requirements::missing(Requirements::site($this->getDatabase()), Requirements::of($manifest));
        if ($missing !== []) {
            $this->loadLanguage('plg_system_vetrina.sys');
            foreach ($missing as $message) {
                $this->getApplication()->enqueueMessage(Text::sprintf(...$message), 'warning');
            }
        }
    }

    /** VirtueMart is there to enhance: enabled. Without it the plugin leaves the site alone. */
    private function shopRuns(): bool
    {
        return ComponentHelper::isEnabled('com_virtuemart');
    }

    public function addSearchField(AfterCleanModuleListEvent $event): void
    {
        $position = trim((string) $this->params->get('searchPosition', ''));
        if ($position !== '' && $this->isSiteHtml()) {
            $event->updateModules([...$event->getModules(), SearchField::module($position)]);
        }
    }

    /**
     * VirtueMart's search module gets live search; its cart module, on a page Joomla's page cache keeps for
     * every guest, the mark that makes the islands ask for this shopper's cart as it loads.
     */
    public function enhanceModule(AfterRenderModuleEvent $event): void
    {
        $module = $event->getModule();
        if (!$this->isSiteHtml()) {
            return;
        }
        if ($module->module === 'mod_virtuemart_search') {
            $module->content = SearchField::enhance((string) $module->content);
        } elseif ($module->module === 'mod_virtuemart_cart' && $this->pageCached()) {
            $content = (string) $module->content;
            $module->content = preg_replace('/<div class="vmCartModule\b/', '<div data-refresh="load" class="vmCartModule', $content, 1) ?? $content;
        }
    }

    private function isSiteHtml(): bool
    {
        $app = $this->getApplication();

        // tmpl=component pages are HTML too: quick-view frames get the bundle.
        return $app->isClient('site') && $app->getDocument()->getType() === 'html' && $this->shopRuns();
    }

    private function shopComponent(): string
    {
        return trim((string) $this->params->get('shopComponent', '')) ?: 'com_virtuemart';
    }

    /** What Joomla knows about this request, for ScriptOptions::build(). */
    private function site(): array
    {
        $app = $this->getApplication();
        $tag = $app->getLanguage()->getTag();
        $languages = LanguageHelper::getLanguages('lang_code');
        $active = $app->getMenu()->getActive();
        $asked = $this->request()->value('Itemid');
        $itemid = (ctype_digit($asked) ? (int) $asked : 0) ?: ($active ? (int) $active->id : 0);
        $shop = $this->shopComponent();
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
