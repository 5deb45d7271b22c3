module.exports = {__esModule: true, default: '.DocSearch-Modal{}'};
