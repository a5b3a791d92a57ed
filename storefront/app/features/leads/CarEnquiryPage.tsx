import { Link } from 'react-router'
import type { CarEnquiryPageData } from './car-enquiry.server'
import { ENQUIRY_TEXT } from './car-lead-kinds'
import { EnquiryForm } from './EnquiryForm'
import { TestDriveForm } from './TestDriveForm'

/** A car's enquiry or test-drive form on a page of its own (car-enquiry.server.ts). */
export function CarEnquiryPage({ page }: { page: CarEnquiryPageData }) {
  const { kind, car } = page
  return (
    <div className="car-enquiry-page">
      <p>
        <Link to={`/cars/${car.slug}`}>Back to {car.name}</Link>
      </p>
      <h1 className="page-heading">{page.title}</h1>
      <p className="lead-dialog__car">{car.name}</p>
      {kind === 'test-drive' ? (
        <TestDriveForm
          carSlug={car.slug}
          carName={car.name}
          terms={page.terms}
          distributionLocations={car.distributionLocations}
          slots={page.slots}
          initialStep={page.step}
          initialChoice={page.choice}
          headingLevel={2}
        />
      ) : (
        <EnquiryForm
          carSlug={car.slug}
          kind={kind}
          submitLabel={ENQUIRY_TEXT[kind].submit}
          defaultMessage={ENQUIRY_TEXT[kind].message}
          terms={page.terms}
          distributionLocations={car.distributionLocations}
        />
      )}
    </div>
  )
}
