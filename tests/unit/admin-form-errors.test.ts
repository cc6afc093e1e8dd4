import { describe, expect, it } from 'vitest';
import { checkProject, EMPTY_PROJECT, schemaErrors } from '../../src/client/admin/portfolio/projectForm';
import { fieldErrorsOf, serverFieldIssues } from '../../src/client/admin/shared/formErrors';
import { checkTestimonial, EMPTY_TESTIMONIAL } from '../../src/client/admin/testimonials/testimonialForm';

describe('admin entity forms: field errors', () => {
  it('keys an issue by its first path segment, from zod (keys) or from the server (dotted text)', () => {
    expect(
      fieldErrorsOf(
        [
          { path: ['imageUrls', 3], message: 'Image URL is not valid' },
          { path: 'title', message: 'Title is too long' },
        ],
        EMPTY_PROJECT,
      ),
    ).toEqual({ imageUrls: 'Image URL is not valid', title: 'Title is too long' });
    expect(fieldErrorsOf([{ path: 'imageUrls.0', message: 'Bad image' }], EMPTY_PROJECT)).toEqual({
      imageUrls: 'Bad image',
    });
  });

  it('keeps the first message of a field and leaves fields the form does not show to the toast', () => {
    const errors = fieldErrorsOf(
      [
        { path: ['content'], message: 'first' },
        { path: ['content'], message: 'second' },
        { path: ['id'], message: 'Id is not valid' },
        { path: [], message: 'Whole input is wrong' },
      ],
      EMPTY_TESTIMONIAL,
    );
    expect(errors).toEqual({ content: 'first' });
  });

  it('reads the field issues a failed write carries, and none from any other failure', () => {
    const issues = [{ path: 'clientName', message: 'Client name is required' }];
    expect(serverFieldIssues({ message: 'x', data: { fieldErrors: issues } })).toEqual(issues);
    expect(serverFieldIssues({ message: 'x', data: null })).toEqual([]);
    expect(serverFieldIssues(new Error('Failed to fetch'))).toEqual([]);
    expect(serverFieldIssues(null)).toEqual([]);
  });

  it('project: the first message goes with the errors, and an empty project is stopped at the required fields', () => {
    expect(schemaErrors([{ path: ['title'], message: 'Title is too long' }])).toEqual({
      errors: { title: 'Title is too long' },
      message: 'Title is too long',
    });
    const check = checkProject(EMPTY_PROJECT);
    expect(check.ok).toBe(false);
    if (!check.ok) {
      expect(check.kind).toBe('required');
      expect(Object.keys(check.errors).sort()).toEqual(['category', 'description', 'title']);
    }
  });

  it('testimonial: an empty testimonial is stopped at its required fields with the schema messages', () => {
    const check = checkTestimonial(EMPTY_TESTIMONIAL);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(Object.keys(check.errors).sort()).toEqual(['clientName', 'content', 'projectType']);
  });
});
