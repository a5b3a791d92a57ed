import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'
import { isSuperAdmin } from '../../access/roles'
import { OnboardingForm } from './OnboardingForm'

/**
 * /admin/onboarding (issue 49): a super-admin creates a dealer site by answering one form, which POST /api/onboarding
 * checks and creates in one step. Anyone else is told the page is not theirs (the API refuses them too).
 */
export function OnboardingView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, permissions, visibleEntities, locale } = initPageResult
  const allowed = isSuperAdmin(req.user as never)
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      req={req}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={{ collections: visibleEntities?.collections, globals: visibleEntities?.globals }}
    >
      <Gutter>
        <h1>New dealer site</h1>
        {allowed ? <OnboardingForm /> : <p role="status">Only super-admins create sites. Ask one of them to set up the new dealer.</p>}
      </Gutter>
    </DefaultTemplate>
  )
}
