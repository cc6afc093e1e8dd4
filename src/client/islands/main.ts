// The one script of a public page. It is small and imports no React: it wakes each island (islands/index.ts)
// on the visitor's first intent, and does the few things a page needs without an island, one module each in
// behaviours/. They are bundled into this one file: a page downloads nothing else on load. The page starts it
// once its first photo is painted (public/page-script-start.js), and is told here that it has run.
import '../theme/fonts.css';
import '../theme/focus.css';
import { hasCarriedToasts } from '../components/carriedToastStorage';
import { beforeAfterSliders } from './behaviours/beforeAfter';
import { replaceBrokenImages } from './behaviours/brokenImages';
import { validateContactFormLikeItsIsland } from './behaviours/contactValidation';
import { closeDialogsWhoseButtonHides, openAndCloseDialogs } from './behaviours/dialogs';
import { showEditLinkToOwner } from './behaviours/editThisPage';
import { markHeaderOnScroll } from './behaviours/headerOnScroll';
import { holdKeysUntilHydrated, holdPressesUntilHydrated } from './behaviours/heldPresses';
import { carryAttributionToForms, countLeadSignals } from './behaviours/leadVisit';
import { insertMapFramesNearView } from './behaviours/mapFrames';
import { keepProjectAddressInStep } from './behaviours/projectAddress';
import { keepFocusOnTabAcrossPages } from './behaviours/tabFocus';
import { followDevicePreference, restoreThemeOnReturn, switchThemeOnPress } from './behaviours/themeSwitch';
import { wakeIslandsOnIntent } from './behaviours/wakeIslands';
import { PAGE_SCRIPT_READY_EVENT } from './index';

wakeIslandsOnIntent();
holdPressesUntilHydrated();
holdKeysUntilHydrated();
switchThemeOnPress();
restoreThemeOnReturn();
followDevicePreference();
openAndCloseDialogs();
closeDialogsWhoseButtonHides();
keepProjectAddressInStep();
markHeaderOnScroll();
replaceBrokenImages();
insertMapFramesNearView();
showEditLinkToOwner();
carryAttributionToForms();
countLeadSignals();
validateContactFormLikeItsIsland();
keepFocusOnTabAcrossPages();
beforeAfterSliders();

/** A toast the previous page left for this one (the admin panel's "Logged Out"). */
if (hasCarriedToasts())
  void import('./showCarriedToasts').then(({ showCarriedToasts }) => showCarriedToasts());

dispatchEvent(new Event(PAGE_SCRIPT_READY_EVENT));
