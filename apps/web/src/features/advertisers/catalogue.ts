import { addCataloguePart } from '../../lib/i18n';
import advertisersCatalogue from '../../locales/ja/advertisers.json';

// The advertiser settings' text arrives with their page's code.
addCataloguePart(advertisersCatalogue);
