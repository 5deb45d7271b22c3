jest.setTimeout(120000);
