<?php

/**
 * @package     Vetrina
 * @copyright   (C) 2026 Vetrina
 * @license     GNU General Public License version 2 or later; see LICENSE.txt
 */

/**
 * The cookie-consent banner (docs/islands/cookie-banner.md#markup). A template overrides it in
 * `templates/{template}/html/plg_system_vetrina/consent.php`; the island needs the mount point, the form
 * with its hidden fields and the refuse (`name="consent" value="refused"`) and accept buttons.
 *
 * @var array $displayData id, answered (the shopper has answered: printed hidden, the link shows it),
 *                         action (the no-JavaScript post), return (this page), token (the form token)
 */

\defined('_JEXEC') or die;

use Joomla\CMS\Language\Text;

$e = static fn (string $text): string => htmlspecialchars($text, ENT_QUOTES, 'UTF-8');
?>
<div id="<?php echo $e($displayData['id']); ?>" class="vetrina-consent" data-vetrina="cookie-banner" role="region" aria-label="<?php echo $e(Text::_('PLG_SYSTEM_VETRINA_CONSENT_LABEL')); ?>"<?php echo $displayData['answered'] ? ' hidden' : ''; ?>>
	<p class="vetrina-consent-text"><?php echo $e(Text::_('PLG_SYSTEM_VETRINA_CONSENT_TEXT')); ?></p>
	<form class="vetrina-consent-form" method="post" action="<?php echo $e($displayData['action']); ?>">
		<input type="hidden" name="return" value="<?php echo $e($displayData['return']); ?>">
		<input type="hidden" name="<?php echo $e($displayData['token']); ?>" value="1">
		<button type="submit" name="consent" value="refused" class="btn btn-primary vetrina-consent-refuse"><?php echo $e(Text::_('PLG_SYSTEM_VETRINA_CONSENT_REFUSE')); ?></button>
		<button type="submit" class="btn btn-primary vetrina-consent-accept"><?php echo $e(Text::_('PLG_SYSTEM_VETRINA_CONSENT_ACCEPT')); ?></button>
	</form>
</div>
