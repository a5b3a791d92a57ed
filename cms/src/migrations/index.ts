import * as migration_20261123_060516_initial from './20261123_060516_initial';
import * as migration_20261123_095625_tenant_roles from './20261123_095625_tenant_roles';
import * as migration_20261123_100755_dealerships_locations from './20261123_100755_dealerships_locations';
import * as migration_20261123_101435_promo_cards_reviews_faqs_manufacturers from './20261123_101435_promo_cards_reviews_faqs_manufacturers';
import * as migration_20261123_102913_site_settings from './20261123_102913_site_settings';
import * as migration_20261123_103817_lenders_delivery_regions from './20261123_103817_lenders_delivery_regions';
import * as migration_20261123_112247_pages_hero_store_pages_navigation_brand_grids_jobs from './20261123_112247_pages_hero_store_pages_navigation_brand_grids_jobs';
import * as migration_20261123_114055_media_sizes_brand_grid_stats_blocks from './20261123_114055_media_sizes_brand_grid_stats_blocks';
import * as migration_20261123_125752_faq_reviews_blocks from './20261123_125752_faq_reviews_blocks';
import * as migration_20261123_142126_page_builder_blocks from './20261123_142126_page_builder_blocks';
import * as migration_20261123_142432_site_logo from './20261123_142432_site_logo';
import * as migration_20261123_161414_listing_defaults from './20261123_161414_listing_defaults';
import * as migration_20261123_175319_used_car_site from './20261123_175319_used_car_site';
import * as migration_20261123_191217_leads from './20261123_191217_leads';
import * as migration_20261123_201938_lead_car_stock_id from './20261123_201938_lead_car_stock_id';
import * as migration_20261123_212412_vehicle_page from './20261123_212412_vehicle_page';
import * as migration_20261123_213124_vehicle_page_disclaimer from './20261123_213124_vehicle_page_disclaimer';
import * as migration_20261124_101214_leads_notes_booking_slot from './20261124_101214_leads_notes_booking_slot';
import * as migration_20261124_101404_lead_destination_changes from './20261124_101404_lead_destination_changes';
import * as migration_20261124_132559_favourites_used_priced_with_images from './20261124_132559_favourites_used_priced_with_images';
import * as migration_20261124_132918_customer_accounts from './20261124_132918_customer_accounts';
import * as migration_20261124_133939_site_settings_garage_path from './20261124_133939_site_settings_garage_path';
import * as migration_20261124_135552_price_alerts from './20261124_135552_price_alerts';
import * as migration_20261124_151650_schema_snapshot from './20261124_151650_schema_snapshot';
import * as migration_20261124_173528_repayment_calculators from './20261124_173528_repayment_calculators';
import * as migration_20261124_174527_finance_pre_approval from './20261124_174527_finance_pre_approval';
import * as migration_20261124_182739_finance_schema_snapshot from './20261124_182739_finance_schema_snapshot';
import * as migration_20261124_205831_trade_in_valuations from './20261124_205831_trade_in_valuations';
import * as migration_20261124_205914_reservations from './20261124_205914_reservations';
import * as migration_20261124_220932_trade_in_and_reservations_schema_snapshot from './20261124_220932_trade_in_and_reservations_schema_snapshot';
import * as migration_20261124_235219_site_settings_service_booking from './20261124_235219_site_settings_service_booking';
import * as migration_20261125_000026_page_paths_brand_overview from './20261125_000026_page_paths_brand_overview';
import * as migration_20261125_000932_locations_pages_and_vehicle_location_block from './20261125_000932_locations_pages_and_vehicle_location_block';
import * as migration_20261125_005120_locations_maps_pages_schema_snapshot from './20261125_005120_locations_maps_pages_schema_snapshot';
import * as migration_20261125_025802_blog_posts from './20261125_025802_blog_posts';
import * as migration_20261125_025958_vehicle_page_instant_message from './20261125_025958_vehicle_page_instant_message';
import * as migration_20261125_030550_search_page_settings from './20261125_030550_search_page_settings';
import * as migration_20261125_040204_search_blog_print_stock_schema_snapshot from './20261125_040204_search_blog_print_stock_schema_snapshot';
import * as migration_20261128_144350_media_in_a_bucket from './20261128_144350_media_in_a_bucket';
import * as migration_20261128_204727_lead_admin_notice from './20261128_204727_lead_admin_notice';
import * as migration_20261129_203409_sms_spend_and_refusals from './20261129_203409_sms_spend_and_refusals';
import * as migration_20261129_204247_reservation_holder_network from './20261129_204247_reservation_holder_network';
import * as migration_20261130_000129_stock_feeds from './20261130_000129_stock_feeds';
import * as migration_20261130_005508_stock_photo_problems from './20261130_005508_stock_photo_problems';
import * as migration_20261130_031134_stock_import_command from './20261130_031134_stock_import_command';
import * as migration_20261130_032740_stock_import_photo_progress from './20261130_032740_stock_import_photo_progress';
import * as migration_20261130_040049_lead_first_contact from './20261130_040049_lead_first_contact';
import * as migration_20261130_045500_site_searches from './20261130_045500_site_searches';
import * as migration_20261130_062049_lead_traffic_source from './20261130_062049_lead_traffic_source';
import * as migration_20261130_064300_leads_covering_index from './20261130_064300_leads_covering_index';
import * as migration_20261130_100803_saved_searches_shopper_alerts from './20261130_100803_saved_searches_shopper_alerts';
import * as migration_20261130_131017_site_settings_last_spec_rows from './20261130_131017_site_settings_last_spec_rows';
import * as migration_20261130_133139_google_review_imports from './20261130_133139_google_review_imports';
import * as migration_20261130_133143_mega_menu_fixed_tiles from './20261130_133143_mega_menu_fixed_tiles';
import * as migration_20261130_133149_warranty_promos from './20261130_133149_warranty_promos';
import * as migration_20261130_135906_analytics_event_user_data from './20261130_135906_analytics_event_user_data';
import * as migration_20261130_155344_lead_assignee_response_target from './20261130_155344_lead_assignee_response_target';

export const migrations = [
  {
    up: migration_20261123_060516_initial.up,
    down: migration_20261123_060516_initial.down,
    name: '20261123_060516_initial',
  },
  {
    up: migration_20261123_095625_tenant_roles.up,
    down: migration_20261123_095625_tenant_roles.down,
    name: '20261123_095625_tenant_roles',
  },
  {
    up: migration_20261123_100755_dealerships_locations.up,
    down: migration_20261123_100755_dealerships_locations.down,
    name: '20261123_100755_dealerships_locations',
  },
  {
    up: migration_20261123_101435_promo_cards_reviews_faqs_manufacturers.up,
    down: migration_20261123_101435_promo_cards_reviews_faqs_manufacturers.down,
    name: '20261123_101435_promo_cards_reviews_faqs_manufacturers',
  },
  {
    up: migration_20261123_102913_site_settings.up,
    down: migration_20261123_102913_site_settings.down,
    name: '20261123_102913_site_settings',
  },
  {
    up: migration_20261123_103817_lenders_delivery_regions.up,
    down: migration_20261123_103817_lenders_delivery_regions.down,
    name: '20261123_103817_lenders_delivery_regions',
  },
  {
    up: migration_20261123_112247_pages_hero_store_pages_navigation_brand_grids_jobs.up,
    down: migration_20261123_112247_pages_hero_store_pages_navigation_brand_grids_jobs.down,
    name: '20261123_112247_pages_hero_store_pages_navigation_brand_grids_jobs',
  },
  {
    up: migration_20261123_114055_media_sizes_brand_grid_stats_blocks.up,
    down: migration_20261123_114055_media_sizes_brand_grid_stats_blocks.down,
    name: '20261123_114055_media_sizes_brand_grid_stats_blocks',
  },
  {
    up: migration_20261123_125752_faq_reviews_blocks.up,
    down: migration_20261123_125752_faq_reviews_blocks.down,
    name: '20261123_125752_faq_reviews_blocks',
  },
  {
    up: migration_20261123_142126_page_builder_blocks.up,
    down: migration_20261123_142126_page_builder_blocks.down,
    name: '20261123_142126_page_builder_blocks',
  },
  {
    up: migration_20261123_142432_site_logo.up,
    down: migration_20261123_142432_site_logo.down,
    name: '20261123_142432_site_logo',
  },
  {
    up: migration_20261123_161414_listing_defaults.up,
    down: migration_20261123_161414_listing_defaults.down,
    name: '20261123_161414_listing_defaults',
  },
  {
    up: migration_20261123_175319_used_car_site.up,
    down: migration_20261123_175319_used_car_site.down,
    name: '20261123_175319_used_car_site',
  },
  {
    up: migration_20261123_191217_leads.up,
    down: migration_20261123_191217_leads.down,
    name: '20261123_191217_leads',
  },
  {
    up: migration_20261123_201938_lead_car_stock_id.up,
    down: migration_20261123_201938_lead_car_stock_id.down,
    name: '20261123_201938_lead_car_stock_id',
  },
  {
    up: migration_20261123_212412_vehicle_page.up,
    down: migration_20261123_212412_vehicle_page.down,
    name: '20261123_212412_vehicle_page',
  },
  {
    up: migration_20261123_213124_vehicle_page_disclaimer.up,
    down: migration_20261123_213124_vehicle_page_disclaimer.down,
    name: '20261123_213124_vehicle_page_disclaimer',
  },
  {
    up: migration_20261124_101214_leads_notes_booking_slot.up,
    down: migration_20261124_101214_leads_notes_booking_slot.down,
    name: '20261124_101214_leads_notes_booking_slot',
  },
  {
    up: migration_20261124_101404_lead_destination_changes.up,
    down: migration_20261124_101404_lead_destination_changes.down,
    name: '20261124_101404_lead_destination_changes',
  },
  {
    up: migration_20261124_132559_favourites_used_priced_with_images.up,
    down: migration_20261124_132559_favourites_used_priced_with_images.down,
    name: '20261124_132559_favourites_used_priced_with_images',
  },
  {
    up: migration_20261124_132918_customer_accounts.up,
    down: migration_20261124_132918_customer_accounts.down,
    name: '20261124_132918_customer_accounts',
  },
  {
    up: migration_20261124_133939_site_settings_garage_path.up,
    down: migration_20261124_133939_site_settings_garage_path.down,
    name: '20261124_133939_site_settings_garage_path',
  },
  {
    up: migration_20261124_135552_price_alerts.up,
    down: migration_20261124_135552_price_alerts.down,
    name: '20261124_135552_price_alerts',
  },
  {
    up: migration_20261124_151650_schema_snapshot.up,
    down: migration_20261124_151650_schema_snapshot.down,
    name: '20261124_151650_schema_snapshot',
  },
  {
    up: migration_20261124_173528_repayment_calculators.up,
    down: migration_20261124_173528_repayment_calculators.down,
    name: '20261124_173528_repayment_calculators',
  },
  {
    up: migration_20261124_174527_finance_pre_approval.up,
    down: migration_20261124_174527_finance_pre_approval.down,
    name: '20261124_174527_finance_pre_approval',
  },
  {
    up: migration_20261124_182739_finance_schema_snapshot.up,
    down: migration_20261124_182739_finance_schema_snapshot.down,
    name: '20261124_182739_finance_schema_snapshot',
  },
  {
    up: migration_20261124_205831_trade_in_valuations.up,
    down: migration_20261124_205831_trade_in_valuations.down,
    name: '20261124_205831_trade_in_valuations',
  },
  {
    up: migration_20261124_205914_reservations.up,
    down: migration_20261124_205914_reservations.down,
    name: '20261124_205914_reservations',
  },
  {
    up: migration_20261124_220932_trade_in_and_reservations_schema_snapshot.up,
    down: migration_20261124_220932_trade_in_and_reservations_schema_snapshot.down,
    name: '20261124_220932_trade_in_and_reservations_schema_snapshot',
  },
  {
    up: migration_20261124_235219_site_settings_service_booking.up,
    down: migration_20261124_235219_site_settings_service_booking.down,
    name: '20261124_235219_site_settings_service_booking',
  },
  {
    up: migration_20261125_000026_page_paths_brand_overview.up,
    down: migration_20261125_000026_page_paths_brand_overview.down,
    name: '20261125_000026_page_paths_brand_overview',
  },
  {
    up: migration_20261125_000932_locations_pages_and_vehicle_location_block.up,
    down: migration_20261125_000932_locations_pages_and_vehicle_location_block.down,
    name: '20261125_000932_locations_pages_and_vehicle_location_block',
  },
  {
    up: migration_20261125_005120_locations_maps_pages_schema_snapshot.up,
    down: migration_20261125_005120_locations_maps_pages_schema_snapshot.down,
    name: '20261125_005120_locations_maps_pages_schema_snapshot',
  },
  {
    up: migration_20261125_025802_blog_posts.up,
    down: migration_20261125_025802_blog_posts.down,
    name: '20261125_025802_blog_posts',
  },
  {
    up: migration_20261125_025958_vehicle_page_instant_message.up,
    down: migration_20261125_025958_vehicle_page_instant_message.down,
    name: '20261125_025958_vehicle_page_instant_message',
  },
  {
    up: migration_20261125_030550_search_page_settings.up,
    down: migration_20261125_030550_search_page_settings.down,
    name: '20261125_030550_search_page_settings',
  },
  {
    up: migration_20261125_040204_search_blog_print_stock_schema_snapshot.up,
    down: migration_20261125_040204_search_blog_print_stock_schema_snapshot.down,
    name: '20261125_040204_search_blog_print_stock_schema_snapshot',
  },
  {
    up: migration_20261128_144350_media_in_a_bucket.up,
    down: migration_20261128_144350_media_in_a_bucket.down,
    name: '20261128_144350_media_in_a_bucket',
  },
  {
    up: migration_20261128_204727_lead_admin_notice.up,
    down: migration_20261128_204727_lead_admin_notice.down,
    name: '20261128_204727_lead_admin_notice',
  },
  {
    up: migration_20261129_203409_sms_spend_and_refusals.up,
    down: migration_20261129_203409_sms_spend_and_refusals.down,
    name: '20261129_203409_sms_spend_and_refusals',
  },
  {
    up: migration_20261129_204247_reservation_holder_network.up,
    down: migration_20261129_204247_reservation_holder_network.down,
    name: '20261129_204247_reservation_holder_network',
  },
  {
    up: migration_20261130_000129_stock_feeds.up,
    down: migration_20261130_000129_stock_feeds.down,
    name: '20261130_000129_stock_feeds',
  },
  {
    up: migration_20261130_005508_stock_photo_problems.up,
    down: migration_20261130_005508_stock_photo_problems.down,
    name: '20261130_005508_stock_photo_problems',
  },
  {
    up: migration_20261130_031134_stock_import_command.up,
    down: migration_20261130_031134_stock_import_command.down,
    name: '20261130_031134_stock_import_command',
  },
  {
    up: migration_20261130_032740_stock_import_photo_progress.up,
    down: migration_20261130_032740_stock_import_photo_progress.down,
    name: '20261130_032740_stock_import_photo_progress',
  },
  {
    up: migration_20261130_040049_lead_first_contact.up,
    down: migration_20261130_040049_lead_first_contact.down,
    name: '20261130_040049_lead_first_contact',
  },
  {
    up: migration_20261130_045500_site_searches.up,
    down: migration_20261130_045500_site_searches.down,
    name: '20261130_045500_site_searches',
  },
  {
    up: migration_20261130_062049_lead_traffic_source.up,
    down: migration_20261130_062049_lead_traffic_source.down,
    name: '20261130_062049_lead_traffic_source',
  },
  {
    up: migration_20261130_064300_leads_covering_index.up,
    down: migration_20261130_064300_leads_covering_index.down,
    name: '20261130_064300_leads_covering_index',
  },
  {
    up: migration_20261130_100803_saved_searches_shopper_alerts.up,
    down: migration_20261130_100803_saved_searches_shopper_alerts.down,
    name: '20261130_100803_saved_searches_shopper_alerts',
  },
  {
    up: migration_20261130_131017_site_settings_last_spec_rows.up,
    down: migration_20261130_131017_site_settings_last_spec_rows.down,
    name: '20261130_131017_site_settings_last_spec_rows',
  },
  {
    up: migration_20261130_133139_google_review_imports.up,
    down: migration_20261130_133139_google_review_imports.down,
    name: '20261130_133139_google_review_imports',
  },
  {
    up: migration_20261130_133143_mega_menu_fixed_tiles.up,
    down: migration_20261130_133143_mega_menu_fixed_tiles.down,
    name: '20261130_133143_mega_menu_fixed_tiles',
  },
  {
    up: migration_20261130_133149_warranty_promos.up,
    down: migration_20261130_133149_warranty_promos.down,
    name: '20261130_133149_warranty_promos',
  },
  {
    up: migration_20261130_135906_analytics_event_user_data.up,
    down: migration_20261130_135906_analytics_event_user_data.down,
    name: '20261130_135906_analytics_event_user_data',
  },
  {
    up: migration_20261130_155344_lead_assignee_response_target.up,
    down: migration_20261130_155344_lead_assignee_response_target.down,
    name: '20261130_155344_lead_assignee_response_target',
  },
];
