import { CalendarDays } from "lucide-react";
import { ConsultationLink } from "~/features/consultation/consultation-link";
import { InquiryForm } from "~/features/inquiry/inquiry-form";
import { IslandSlot } from "~/lib/island-slots";
import { BusinessHours } from "./business-hours";
import { ContactInfo } from "./contact-info";
import { HomeSection } from "./home-section";
import { useHome } from "./use-home";

/**
 * Contact (#contact): the inquiry form, the Contact Information panel, Business Hours and a banner
 * opening the consultation dialog. The section takes focus when "Get In Touch" brings a visitor here.
 */
export function ContactSection() {
  const home = useHome();
  const c = home.contact;
  return (
    <HomeSection id="contact" tone="muted" eyebrow={c.eyebrow} title={c.title} lead={c.lead} focusable>
      <div className="mt-12 grid gap-8 lg:grid-cols-5">
        <div className="rounded-lg bg-white p-4 shadow-sm sm:p-8 lg:col-span-3">
          <h3 id="inquiry-title" className="text-2xl font-bold text-navy-900 sm:text-3xl">
            {home.inquiry.title}
          </h3>
          <p className="mt-2 mb-6 text-steel-600">{home.inquiry.text}</p>
          <IslandSlot name="inquiryForm">
            <InquiryForm titleId="inquiry-title" />
          </IslandSlot>
        </div>
        <div className="space-y-8 lg:col-span-2">
          <ContactInfo />
          <BusinessHours />
        </div>
      </div>
      <div className="mt-12 flex flex-col gap-6 rounded-lg bg-arc-700 p-8 text-white md:flex-row md:items-center md:justify-between">
        <div>
          <h3 className="text-2xl font-bold sm:text-3xl">{c.bannerTitle}</h3>
          <p className="mt-2">{c.bannerText}</p>
        </div>
        <ConsultationLink size="lg" variant="inverse" className="shrink-0">
          <CalendarDays aria-hidden="true" />
          {c.scheduleConsultation}
        </ConsultationLink>
      </div>
    </HomeSection>
  );
}
