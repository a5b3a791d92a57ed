import { TenantField as TenantField_1d0591e3cf4f332c83a86da13a0de59a } from '@payloadcms/plugin-multi-tenant/client'
import { LinkCheck as LinkCheck_9941a6cb4509f94746210ec2899a18ce } from '../../../components/LinkCheck'
import { NamedRowLabel as NamedRowLabel_f49899129f81b585f26fc6e747101d8c } from '../../../components/NamedRowLabel'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AssignTenantFieldTrigger as AssignTenantFieldTrigger_1d0591e3cf4f332c83a86da13a0de59a } from '@payloadcms/plugin-multi-tenant/client'
import { RunFeedNow as RunFeedNow_def83e74838fa4c3242c0f4461f0ca41 } from '../../../components/stock/RunFeedNow'
import { FeedPreview as FeedPreview_5ea17875a799804ebab30df9cae39c50 } from '../../../components/stock/FeedPreview'
import { ImportProgress as ImportProgress_f84c339f0cd425a24d534bd1d6197e25 } from '../../../components/stock/ImportProgress'
import { UploadFeed as UploadFeed_3978ebd5ba364cc95e0c5a4e21c1b1da } from '../../../components/stock/UploadFeed'
import { LeadSummary as LeadSummary_47fd99e10fe0a5bad3afba1adb4ef21d } from '../../../components/leads/LeadSummary'
import { FormCell as FormCell_fbaabc93f13bde8edaa5dfeff3a90c8d } from '../../../components/leads/FormCell'
import { CarCell as CarCell_a42c9240928ed05d17993423f010e1c5 } from '../../../components/leads/CarCell'
import { ShopperCell as ShopperCell_cc91a7499232ad1a5f143858f3e1bedd } from '../../../components/leads/ShopperCell'
import { WaitingCell as WaitingCell_80e6d9b8ef71966407282f246b58d8d6 } from '../../../components/leads/WaitingCell'
import { SeeOnSite as SeeOnSite_3bbe7a8ff61db134a413c17c8176700e } from '../../../components/site-settings/SeeOnSite'
import { WatchTenantCollection as WatchTenantCollection_1d0591e3cf4f332c83a86da13a0de59a } from '@payloadcms/plugin-multi-tenant/client'
import { Icon as Icon_046f426b81a173dda97eaa2afb780a67 } from '../../../components/brand/Icon'
import { Logo as Logo_783c22b53d7b86bb1103bc322eb1604a } from '../../../components/brand/Logo'
import { GlobalViewRedirect as GlobalViewRedirect_d6d5f193a167989e2ee7d14202901e62 } from '@payloadcms/plugin-multi-tenant/rsc'
import { OnboardingNavLink as OnboardingNavLink_e12c23b443f773676d2b202abb39391f } from '../../../components/onboarding/OnboardingNavLink'
import { BeforeLogin as BeforeLogin_bdd1df2fc9fcfc37d84053e3876f1210 } from '../../../components/brand/BeforeLogin'
import { TenantSelector as TenantSelector_d6d5f193a167989e2ee7d14202901e62 } from '@payloadcms/plugin-multi-tenant/rsc'
import { SiteIdentity as SiteIdentity_c6ec4a5812942227ab3e0397724b7f65 } from '../../../components/brand/SiteIdentity'
import { InboxNav as InboxNav_bd01b0d41b75a21d101f6f54bd0af787 } from '../../../components/leads/InboxNav'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { TenantSelectionProvider as TenantSelectionProvider_d6d5f193a167989e2ee7d14202901e62 } from '@payloadcms/plugin-multi-tenant/rsc'
import { Dashboard as Dashboard_f2cf1b047c778adad2b0c5105c7e26a5 } from '../../../components/insights/Dashboard'
import { OnboardingView as OnboardingView_cd5381d22714150aff446b9dbe28fefc } from '../../../components/onboarding/OnboardingView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "@payloadcms/plugin-multi-tenant/client#TenantField": TenantField_1d0591e3cf4f332c83a86da13a0de59a,
  "/components/LinkCheck#LinkCheck": LinkCheck_9941a6cb4509f94746210ec2899a18ce,
  "/components/NamedRowLabel#NamedRowLabel": NamedRowLabel_f49899129f81b585f26fc6e747101d8c,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/plugin-multi-tenant/client#AssignTenantFieldTrigger": AssignTenantFieldTrigger_1d0591e3cf4f332c83a86da13a0de59a,
  "/components/stock/RunFeedNow#RunFeedNow": RunFeedNow_def83e74838fa4c3242c0f4461f0ca41,
  "/components/stock/FeedPreview#FeedPreview": FeedPreview_5ea17875a799804ebab30df9cae39c50,
  "/components/stock/ImportProgress#ImportProgress": ImportProgress_f84c339f0cd425a24d534bd1d6197e25,
  "/components/stock/UploadFeed#UploadFeed": UploadFeed_3978ebd5ba364cc95e0c5a4e21c1b1da,
  "/components/leads/LeadSummary#LeadSummary": LeadSummary_47fd99e10fe0a5bad3afba1adb4ef21d,
  "/components/leads/FormCell#FormCell": FormCell_fbaabc93f13bde8edaa5dfeff3a90c8d,
  "/components/leads/CarCell#CarCell": CarCell_a42c9240928ed05d17993423f010e1c5,
  "/components/leads/ShopperCell#ShopperCell": ShopperCell_cc91a7499232ad1a5f143858f3e1bedd,
  "/components/leads/WaitingCell#WaitingCell": WaitingCell_80e6d9b8ef71966407282f246b58d8d6,
  "/components/site-settings/SeeOnSite#SeeOnSite": SeeOnSite_3bbe7a8ff61db134a413c17c8176700e,
  "@payloadcms/plugin-multi-tenant/client#WatchTenantCollection": WatchTenantCollection_1d0591e3cf4f332c83a86da13a0de59a,
  "/components/brand/Icon#Icon": Icon_046f426b81a173dda97eaa2afb780a67,
  "/components/brand/Logo#Logo": Logo_783c22b53d7b86bb1103bc322eb1604a,
  "@payloadcms/plugin-multi-tenant/rsc#GlobalViewRedirect": GlobalViewRedirect_d6d5f193a167989e2ee7d14202901e62,
  "/components/onboarding/OnboardingNavLink#OnboardingNavLink": OnboardingNavLink_e12c23b443f773676d2b202abb39391f,
  "/components/brand/BeforeLogin#BeforeLogin": BeforeLogin_bdd1df2fc9fcfc37d84053e3876f1210,
  "@payloadcms/plugin-multi-tenant/rsc#TenantSelector": TenantSelector_d6d5f193a167989e2ee7d14202901e62,
  "/components/brand/SiteIdentity#SiteIdentity": SiteIdentity_c6ec4a5812942227ab3e0397724b7f65,
  "/components/leads/InboxNav#InboxNav": InboxNav_bd01b0d41b75a21d101f6f54bd0af787,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "@payloadcms/plugin-multi-tenant/rsc#TenantSelectionProvider": TenantSelectionProvider_d6d5f193a167989e2ee7d14202901e62,
  "/components/insights/Dashboard#Dashboard": Dashboard_f2cf1b047c778adad2b0c5105c7e26a5,
  "/components/onboarding/OnboardingView#OnboardingView": OnboardingView_cd5381d22714150aff446b9dbe28fefc,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
