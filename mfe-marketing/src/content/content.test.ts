// @vitest-environment node

import { describe, expect, it } from 'vitest';
import { clientStoryVideoUrl, partnerReferralUrl } from '../shared/configured-url';
import { companyFacts, teamDisciplines } from './about';
import { clientStories } from './client-stories';
import { partners } from './partners';
import { customerTestimonials, homeTestimonials } from './testimonials';

describe('static content', () => {
  it('has six partners, each with a referral page in the site config', () => {
    expect(partners).toHaveLength(6);
    for (const partner of partners) expect(partnerReferralUrl(partner.id)).toMatch(/^https:\/\//);
  });

  it('has three client stories, each with a video in the site config and a shipped thumbnail', () => {
    expect(clientStories).toHaveLength(3);
    for (const story of clientStories) {
      expect(clientStoryVideoUrl(story.id)).toMatch(/^https:\/\//);
      expect(story.videoThumbnail).toMatch(/svg/);
      for (const field of [story.title, story.clientName, story.position, story.company, story.industry, story.description]) {
        expect(field.trim()).not.toBe('');
      }
    }
  });

  it('gives the home quotes no id and the three customer quotes unique ids', () => {
    expect(homeTestimonials.length).toBeGreaterThanOrEqual(6);
    for (const testimonial of homeTestimonials) expect(testimonial).not.toHaveProperty('id');
    expect(customerTestimonials).toHaveLength(3);
    expect(new Set(customerTestimonials.map((testimonial) => testimonial.id)).size).toBe(3);
  });

  it('states 8+ years for the firm and 4 to 20 years for the team', () => {
    expect(companyFacts.map((fact) => fact.value)).toEqual(expect.arrayContaining(['8+', '4–20']));
    const years = teamDisciplines.flatMap((discipline) => discipline.experience.match(/\d+/g)?.map(Number) ?? []);
    expect(Math.min(...years)).toBe(4);
    expect(Math.max(...years)).toBe(20);
  });
});
