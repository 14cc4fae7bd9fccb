<?php

/**
 * @package     Vetrina
 * @copyright   (C) 2026 Vetrina
 * @license     GNU General Public License version 2 or later; see LICENSE.txt
 */

/**
 * The "Cookie preferences" link: it shows the banner again (the island opens it; without JavaScript the
 * banner's `:target` rule does). A template overrides it in `html/plg_system_vetrina/consentlink.php`.
 *
 * @var array $displayData href (`#` and the banner's id)
 */

\defined('_JEXEC') or die;

use Joomla\CMS\Language\Text;

?>
<p class="vetrina-consent-link"><a href="<?php echo htmlspecialchars($displayData['href'], ENT_QUOTES, 'UTF-8'); ?>"><?php echo htmlspecialchars(Text::_('PLG_SYSTEM_VETRINA_CONSENT_PREFERENCES'), ENT_QUOTES, 'UTF-8'); ?></a></p>
