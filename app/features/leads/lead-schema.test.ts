import { describe, expect, it, onTestFinished, vi } from "vitest";
import { consultationSlots, inquiryServiceCodes } from "~/content/forms";
import { officeDay } from "~/test/office-day";
import { checkLead, describeLeadForms } from "./lead-schema";

const inquiry = {
  name: "Paul Mbarga",
  email: "paul@example.org",
  company: "",
  phone: "+237 699 00 00 00",
  service: "ndt",
  details: "UT of 12 nozzle welds",
};

/** The inquiry schema's verdict on `inquiry` with `changes`. */
const checkInquiry = (changes: Partial<typeof inquiry>) => checkLead("inquiry", { ...inquiry, ...changes });

/** The reasons a schema gave for refusing a lead, checked to have refused it. */
function errorsOf(result: ReturnType<typeof checkLead>) {
  expect(result.ok, "refused").toBe(false);
  return result.ok ? {} : result.errors;
}

describe("lead schemas", () => {
  it("accept a complete inquiry and trim it, keeping hostile text as text", () => {
    const hostile = `<script>alert("x")</script> & 'quotes'`;
    const result = checkInquiry({ name: `  ${hostile}  ` });
    expect(result).toEqual({ ok: true, values: { ...inquiry, name: hostile } });
  });

  it("name each refused field with one reason", () => {
    const result = checkInquiry({ name: "", email: "not-an-email", service: "welding", phone: "call me" });
    expect(errorsOf(result)).toEqual({ name: "required", email: "email", service: "choice", phone: "phone" });
  });

  it("return refused values exactly as sent", () => {
    const result = checkInquiry({ name: " x ".repeat(100) });
    expect(result.ok ? null : result.values.name).toBe(" x ".repeat(100));
  });

  it("cap lengths no honest visitor reaches: a brief of 10,000 characters, a name of 200", () => {
    expect(checkInquiry({ name: "x".repeat(200), details: "d".repeat(10_000) }).ok).toBe(true);
    const long = checkInquiry({ name: "x".repeat(201), details: "d".repeat(10_001) });
    expect(errorsOf(long)).toEqual({ name: "tooLong", details: "tooLong" });
  });

  it("refuse control characters, and line breaks in one-line fields only", () => {
    const result = checkInquiry({
      name: "Paul\r\nBcc: victim@example.org",
      email: "paul@example.org\nBcc: x@example.org",
      details: "Line 1\r\nLine 2\tindented\u0007",
    });
    expect(errorsOf(result)).toEqual({ name: "control", email: "control", details: "control" });
    const multiline = checkInquiry({ details: "Line 1\r\nLine 2\r\tindented" });
    expect(multiline.ok ? multiline.values.details : null).toBe("Line 1\nLine 2\n\tindented");
  });

  it("take a consultation from today in Douala, at one of the eight slots, never before", () => {
    // Half an hour before midnight in Douala, and fixed: a test that ran across midnight saw two todays.
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2030-03-14T22:30:00Z") });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const consultation = {
      name: "Amina",
      email: "amina@example.org",
      phone: "",
      company: "",
      service: "ndt",
      // Friday, the office's tomorrow: today's slots have all gone by.
      preferredDate: officeDay(1),
      preferredTime: "09:00",
      message: "",
    };
    expect(consultationSlots).toEqual(["09:00", "10:00", "11:00", "12:00", "13:00", "14:00", "15:00", "16:00"]);
    expect(checkLead("consultation", consultation).ok).toBe(true);
    const refused = checkLead("consultation", {
      ...consultation,
      preferredDate: officeDay(-1),
      preferredTime: "9:00 AM",
    });
    expect(errorsOf(refused)).toEqual({ preferredDate: "past", preferredTime: "choice" });
    const garbled = checkLead("consultation", { ...consultation, preferredDate: "15/06/2027" });
    expect(errorsOf(garbled)).toEqual({ preferredDate: "date" });
  });

  it("ask a staff quote for roles and headcount, and no other quote", () => {
    const quote = { ...inquiry, roles: "", headcount: "", startDate: "", duration: "", location: "" };
    expect(checkLead("quote", quote).ok).toBe(true);
    const staff = checkLead("quote", { ...quote, service: "staff-outsourcing" });
    expect(errorsOf(staff)).toEqual({ roles: "required", headcount: "required" });
    const zero = checkLead("quote", { ...quote, service: "staff-outsourcing", roles: "2 welders", headcount: "0" });
    expect(errorsOf(zero)).toEqual({ headcount: "count" });
    // The page's field stops more than 9,999 people; a request sent some other way meets the same limit here.
    const tooMany = checkLead("quote", {
      ...quote,
      service: "staff-outsourcing",
      roles: "2 welders",
      headcount: "10000",
    });
    expect(errorsOf(tooMany)).toEqual({ headcount: "count" });
    const most = checkLead("quote", { ...quote, service: "staff-outsourcing", roles: "2 welders", headcount: "9999" });
    expect(most.ok).toBe(true);
  });

  it("treat a missing field as an empty one", () => {
    const result = checkLead("inquiry", { email: "paul@example.org" });
    expect(errorsOf(result)).toMatchObject({
      name: "required",
      service: "required",
      details: "required",
    });
  });

  it("describe each form's fields and which are required, from the schemas", () => {
    const forms = describeLeadForms();
    expect(forms.inquiry).toEqual({
      name: true,
      email: true,
      company: false,
      phone: false,
      service: true,
      details: true,
    });
    expect(forms.consultation).toEqual({
      name: true,
      email: true,
      phone: false,
      company: false,
      service: true,
      preferredDate: true,
      preferredTime: true,
      message: false,
    });
    // Required for staff quotes only, which the form handles when the service is chosen.
    expect(forms.quote.roles).toBe(false);
    expect(Object.keys(forms.quote)).toHaveLength(11);
    expect(inquiryServiceCodes).toContain("staff-outsourcing");
  });
});
